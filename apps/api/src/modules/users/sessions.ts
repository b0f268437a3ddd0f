import type { Db } from '../../db/database';
import { newId, newToken, now, sha256 } from '../../lib/ids';
import { sessionUsers } from './users.repository';

import type { Auth } from '../../plugins/auth';

export type { Auth } from '../../plugins/auth';

// Sliding expiry without a write on every request: extend at most once a minute.
const TOUCH_EVERY_MS = 60_000;
/** Tokens looked up by one statement at most (well under both databases' parameter limits). */
const CHUNK = 500;
const chunks = <T>(xs: T[], size: number) =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));

export function createSessions(db: Db, ttlMs: number) {
  const expiry = (from = Date.now()) => new Date(from + ttlMs).toISOString();
  /**
   * The sessions behind many tokens at once (open streams re-checked together), a few
   * statements however many; unknown, expired or inactive ones are missing from the map.
   */
  async function resolveMany(tokens: string[]): Promise<Map<string, Auth>> {
    const byHash = new Map(tokens.map((t) => [sha256(t), t]));
    const rows = [];
    for (const hashes of chunks([...byHash.keys()], CHUNK))
      rows.push(
        ...(await db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.userId')
          .select(['sessions.id as sessionId', 'sessions.tokenHash', 'sessions.expiresAt'])
          .select(['sessions.lastSeenAt', 'users.id', 'users.fname', 'users.lname'])
          .select(['users.email', 'users.userType', 'users.image', 'users.status'])
          .where('sessions.tokenHash', 'in', hashes)
          .execute()),
      );
    const t = Date.now();
    const live = rows.filter((r) => r.status === 'active' && Date.parse(r.expiresAt) > t);
    const stale = live.filter((r) => t - Date.parse(r.lastSeenAt) > TOUCH_EVERY_MS);
    for (const ids of chunks(
      stale.map((r) => r.sessionId),
      CHUNK,
    ))
      await db
        .updateTable('sessions')
        .set({ lastSeenAt: new Date(t).toISOString(), expiresAt: expiry(t) })
        .where('id', 'in', ids)
        .execute();
    const users = await sessionUsers(db, live);
    return new Map(
      live.map((r) => [
        byHash.get(r.tokenHash)!,
        { sessionId: r.sessionId, user: users.get(r.id)! },
      ]),
    );
  }

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
    resolve: async (token: string): Promise<Auth | null> =>
      (await resolveMany([token])).get(token) ?? null,

    resolveMany,

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
