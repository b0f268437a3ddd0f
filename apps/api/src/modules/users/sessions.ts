import type { SessionUser } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { newId, newToken, now, sha256 } from '../../lib/ids';
import { toSessionUser } from './users.repository';

export type Auth = { sessionId: string; user: SessionUser };

// Sliding expiry without a write on every request: extend at most once a minute.
const TOUCH_EVERY_MS = 60_000;

export function createSessions(db: Db, ttlMs: number) {
  const expiry = (from = Date.now()) => new Date(from + ttlMs).toISOString();
  return {
    async create(userId: string): Promise<string> {
      const token = newToken();
      const t = now();
      await db
        .insertInto('sessions')
        .values({
          id: newId(),
          tokenHash: sha256(token),
          userId,
          expiresAt: expiry(),
          createdAt: t,
          lastSeenAt: t,
        })
        .execute();
      return token;
    },

    /** The session behind a bearer token, or null when unknown, expired or its user is not active. */
    async resolve(token: string): Promise<Auth | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select(['sessions.id as sessionId', 'sessions.expiresAt', 'sessions.lastSeenAt'])
        .select([
          'users.id',
          'users.fname',
          'users.lname',
          'users.email',
          'users.userType',
          'users.image',
          'users.status',
        ])
        .where('sessions.tokenHash', '=', sha256(token))
        .executeTakeFirst();
      const t = Date.now();
      if (!row || row.status !== 'active' || Date.parse(row.expiresAt) <= t) return null;
      if (t - Date.parse(row.lastSeenAt) > TOUCH_EVERY_MS) {
        await db
          .updateTable('sessions')
          .set({ lastSeenAt: new Date(t).toISOString(), expiresAt: expiry(t) })
          .where('id', '=', row.sessionId)
          .execute();
      }
      return { sessionId: row.sessionId, user: toSessionUser(row) };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },

    async revokeAllFor(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('userId', '=', userId).execute();
    },

    /** Ends every other session of the user (a password change keeps the one that made it). */
    async revokeAllExcept(userId: string, sessionId: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('userId', '=', userId)
        .where('id', '!=', sessionId)
        .execute();
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
