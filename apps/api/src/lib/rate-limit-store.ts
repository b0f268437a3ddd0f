import { sql } from 'kysely';
import type { Db } from '../db/database';
import { createBatcher } from './batch';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
/** What the plugin passes to `child` at run time (its typings leave `routeInfo` out). */
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };
const MINUTE = 60_000;

/** A hit on `key`; `weight` counts it as that many (bytes, say), 1 by default. */
type Hit = { key: string; windowMs: number; weight?: number };
/** Hits counted by one statement at most. */
const BATCH_MAX = 200;

/**
 * Counts hits with one statement however many (the same key may come several times), atomically
 * on both dialects: a new key, or a window that has run out, starts again. Each hit gets its
 * own count, in order, as if counted one after another.
 */
export async function hitAll(db: Db, hits: Hit[]): Promise<Result[]> {
  const now = Date.now();
  const byKey = new Map<string, { count: number; resetAt: number }>();
  for (const h of hits) {
    const k = byKey.get(h.key) ?? { count: 0, resetAt: now + h.windowMs };
    byKey.set(h.key, { ...k, count: k.count + (h.weight ?? 1) });
  }
  const expired = sql<boolean>`${sql.ref('rate_limits.resetAt')} <= ${now}`;
  const rows = await db
    .insertInto('rate_limits')
    .values([...byKey].map(([key, k]) => ({ key, ...k })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: sql`case when ${expired} then ${eb.ref('excluded.count')} else ${sql.ref('rate_limits.count')} + ${eb.ref('excluded.count')} end`,
        resetAt: sql`case when ${expired} then ${eb.ref('excluded.resetAt')} else ${sql.ref('rate_limits.resetAt')} end`,
      })),
    )
    .returning(['key', 'count', 'resetAt'])
    .execute();
  const counted = new Map(
    rows.map((r) => [r.key, { last: Number(r.count), resetAt: Number(r.resetAt) }]),
  );
  const seen = new Map<string, number>();
  return hits.map((h) => {
    const c = counted.get(h.key)!;
    const k = (seen.get(h.key) ?? 0) + (h.weight ?? 1);
    seen.set(h.key, k);
    return { current: c.last - byKey.get(h.key)!.count + k, ttl: Math.max(0, c.resetAt - now) };
  });
}

/**
 * A store for @fastify/rate-limit kept in the database, so every process behind a balancer
 * counts the same hits (ARCHITECTURE §1: nothing another process needs lives in one process's
 * memory). Each route's `config.rateLimit` gets its own counters, as with the built-in store.
 * Counting is batched, so a burst costs one statement rather than one per request.
 */
export function databaseRateLimitStore(db: Db) {
  // Hits arriving together are counted together (lib/batch): one statement, one commit.
  const hit = createBatcher((hits: Hit[]) => hitAll(db, hits), BATCH_MAX);
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(prefix?: unknown) {
      // The plugin constructs the first one with its own options; children get a route prefix.
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }
    incr(key: string, cb: Callback, timeWindow = MINUTE): void {
      hit({ key: `${this.prefix}${key}`.slice(0, 300), windowMs: timeWindow }).then(
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
