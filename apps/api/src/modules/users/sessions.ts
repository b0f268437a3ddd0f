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

/**
 * How long this process trusts a session it looked up. A sign-out, a block or a role change made
 * by another process reaches this one only when it asks the database again, and it must within
 * one second (ARCHITECTURE §1: sessions live in the database); a quarter of one leaves room for the
 * request that asked. Under load that still spares all but one look-up per token in hundreds.
 */
export const SESSION_CACHE_MS = 250;
/** Tokens remembered at most; past it the memory starts again (a flood of tokens stays cheap). */
const CACHE_MAX = 10_000;
/** Bumped by every change to sessions or users in this process: what was remembered is forgotten. */
let generation = 0;
/** This process forgets every session it remembers (call after changing a user or a session). */
export const forgetSessions = () => void generation++;

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

  const cache = new Map<string, { auth: Auth; until: number; generation: number }>();
  /** The session behind a bearer token, or null when unknown, expired or its user is not active. */
  async function resolve(token: string): Promise<Auth | null> {
    const kept = cache.get(token);
    if (kept && kept.generation === generation && kept.until > Date.now()) return kept.auth;
    const at = generation;
    const auth = (await resolveMany([token])).get(token) ?? null;
    if (cache.size >= CACHE_MAX) cache.clear();
    // Only what was read since the last change is kept; a refusal is never kept.
    if (auth && at === generation)
      cache.set(token, { auth, until: Date.now() + SESSION_CACHE_MS, generation: at });
    else cache.delete(token);
    return auth;
  }
  /** Runs a change to sessions, then forgets what this process remembered. */
  const changing = async (change: Promise<unknown>) => {
    await change;
    forgetSessions();
  };

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

    resolve,

    /** Always from the database: the open streams' periodic re-check. */
    resolveMany,

    revoke: (sessionId: string) =>
      changing(db.deleteFrom('sessions').where('id', '=', sessionId).execute()),

    revokeAllFor: (userId: string) =>
      changing(db.deleteFrom('sessions').where('userId', '=', userId).execute()),

    /** Ends every other session of the user (a password change keeps the one that made it). */
    revokeAllExcept: (userId: string, sessionId: string) =>
      changing(
        db
          .deleteFrom('sessions')
          .where('userId', '=', userId)
          .where('id', '!=', sessionId)
          .execute(),
      ),
  };
}
export type Sessions = ReturnType<typeof createSessions>;
