import type { Db } from '../../db/database';
import { now, sha256 } from '../../lib/ids';

/** The person whose digest an unsubscribe token belongs to (any of their digests' tokens). */
export const ownerOf = (db: Db, token: string) =>
  db
    .selectFrom('digest_sends as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select(['u.id', 'u.email'])
    .where('d.tokenHash', '=', sha256(token))
    .executeTakeFirst();

/** Whether a person gets the morning digest. */
export async function digestPreference(db: Db, id: string) {
  const u = await db
    .selectFrom('users')
    .select('digestOff')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { on: Number(u.digestOff) === 0 };
}

/** Turns a person's morning digest on or off. */
export async function setDigest(db: Db, id: string, on: boolean) {
  await db
    .updateTable('users')
    .set({ digestOff: on ? 0 : 1, updatedAt: now() })
    .where('id', '=', id)
    .execute();
}
