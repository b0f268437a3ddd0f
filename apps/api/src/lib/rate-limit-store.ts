import { sql } from 'kysely';
import type { Db } from '../db/database';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
/** What the plugin passes to `child` at run time (its typings leave `routeInfo` out). */
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };
const MINUTE = 60_000;

/**
 * Counts one hit of `key` in its current window, atomically on both dialects: a new key, or a
 * window that has run out, starts again at 1.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<Result> {
  const now = Date.now();
  const expired = sql<boolean>`${sql.ref('rate_limits.resetAt')} <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, resetAt: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
        resetAt: sql`case when ${expired} then ${now + windowMs} else ${sql.ref('rate_limits.resetAt')} end`,
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: Math.max(0, Number(row.resetAt) - now) };
}

/**
 * A store for @fastify/rate-limit kept in the database, so every process behind a balancer
 * counts the same hits (ARCHITECTURE §1: nothing another process needs lives in one process's
 * memory). Each route's `config.rateLimit` gets its own counters, as with the built-in store.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(prefix?: unknown) {
      // The plugin constructs the first one with its own options; children get a route prefix.
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }
    incr(key: string, cb: Callback, timeWindow = MINUTE): void {
      hit(db, `${this.prefix}${key}`.slice(0, 300), timeWindow).then(
        (r) => cb(null, r),
        (err: Error) => cb(err),
      );
    }
    child(route: object) {
      const { method, url } = (route as RouteOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(`${String(method)}${url ?? ''}:`);
    }
  };
}
