import { RESET_LINK_INVALID, RESET_LINK_MINUTES } from '@studydesk/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId, newToken, now, sha256 } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { hitAll } from '../../lib/rate-limit-store';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail, resetLink } from './password-reset.mail';
import { forgetSessions } from './sessions';

const LINK_MS = RESET_LINK_MINUTES * 60_000;
/** Reset mails one address gets at most per window (more asks are answered, not sent). */
export const RESET_MAILS_PER_ADDRESS = 3;
export const RESET_WINDOW_MS = 15 * 60_000;

/** A new link of the user's, valid 30 minutes: its token (256 random bits; only the hash is kept). */
export async function createResetLink(db: Kysely<Database>, userId: string): Promise<string> {
  const token = newToken();
  const t = Date.now();
  await db
    .insertInto('password_resets')
    .values({
      id: newId(),
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(t + LINK_MS).toISOString(),
      usedAt: null,
      createdAt: new Date(t).toISOString(),
    })
    .execute();
  return token;
}

/**
 * "Forgot password?". `request` runs after the answer has gone (users'
 * password-reset.routes.ts), so whatever it finds, the answer is the same and as fast.
 * A link is 256 random bits, kept only as its SHA-256, valid 30 minutes, used once.
 */
export function createPasswordResets(db: Db, publicUrl: () => string) {
  return {
    /** Mails a link to an active account of this address; nothing for any other address. */
    async request(email: string): Promise<void> {
      // Counted for every address asked about, so the limit says nothing about accounts.
      const [hits] = await hitAll(db, [
        { key: `reset-mail:${email}`.slice(0, 300), windowMs: RESET_WINDOW_MS },
      ]);
      if (!hits || hits.current > RESET_MAILS_PER_ADDRESS) return;
      const user = await db
        .selectFrom('users')
        .select(['id', 'fname', 'email', 'status'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!user || user.status !== 'active') return;
      await db.transaction().execute(async (trx) => {
        const token = await createResetLink(trx, user.id);
        await enqueueMail(trx, passwordResetMail(user, resetLink(publicUrl(), token)));
      });
    },

    /**
     * Sets the new password with a live link, in one transaction: the link and every other
     * open link of the account used up, every session ended (the owner signs in again), and
     * the failed sign-ins of the address forgotten (whoever made them, the password they were
     * guessing is gone). A link expired, used, unknown or of an account no longer active: 400.
     */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const t = now();
      const done = await db.transaction().execute(async (trx) => {
        const link = await trx
          .selectFrom('password_resets as r')
          .innerJoin('users as u', 'u.id', 'r.userId')
          .select(['r.id', 'r.userId', 'u.email', 'u.status'])
          .where('r.tokenHash', '=', sha256(token))
          .where('r.usedAt', 'is', null)
          .where('r.expiresAt', '>', t)
          .executeTakeFirst();
        if (!link || link.status !== 'active') return false;
        // Guarded by the update itself: of two uses at once, one wins.
        const used = await trx
          .updateTable('password_resets')
          .set({ usedAt: t })
          .where('id', '=', link.id)
          .where('usedAt', 'is', null)
          .executeTakeFirst();
        if (used.numUpdatedRows !== 1n) return false;
        await trx
          .updateTable('password_resets')
          .set({ usedAt: t })
          .where('userId', '=', link.userId)
          .where('usedAt', 'is', null)
          .execute();
        await trx
          .updateTable('users')
          .set({ passwordHash, updatedAt: t })
          .where('id', '=', link.userId)
          .execute();
        await trx.deleteFrom('sessions').where('userId', '=', link.userId).execute();
        await trx.deleteFrom('login_failures').where('email', '=', link.email).execute();
        return true;
      });
      if (!done) throw badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
      forgetSessions(); // its sessions were ended in the transaction above
    },
  };
}
export type PasswordResets = ReturnType<typeof createPasswordResets>;
