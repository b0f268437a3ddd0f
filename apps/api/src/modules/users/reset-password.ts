import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { now } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { Sessions } from './sessions';

/**
 * Gives the user a new generated password, shown once to whoever asked (an admin in My Team, or
 * an operator with `npm run admin -- reset-password`), and ends every session of the user.
 * Null when there is no such user.
 */
export async function resetPassword(
  db: Db,
  sessions: Sessions,
  userId: string,
): Promise<string | null> {
  const password = randomBytes(12).toString('base64url');
  const r = await db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(password), updatedAt: now() })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return null;
  await sessions.revokeAllFor(userId);
  return password;
}
