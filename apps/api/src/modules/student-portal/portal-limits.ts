import { sql } from 'kysely';
import { MESSAGES } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import { hitAll } from '../../lib/rate-limit-store';

const MINUTE = 60_000;
/** Failed lookups older than this no longer count against an address. */
export const FAILURE_WINDOW_MS = 15 * MINUTE;

export type PortalLimits = {
  /** Requests per minute per link (per address: the routes' own rateLimit). */
  perMinute: number;
  /** Failed lookups (wrong, expired or revoked tokens) per address in 15 minutes. */
  maxFailures: number;
};

/**
 * The student's routes' limits (issue 23), counted in the database (rate_limits) like every other
 * limit, so all processes see the same hits: each request counts against its link (the routes'
 * rateLimit counts it against its address). Each request also counts as a failed lookup of its
 * address before the lookup, atomically, and is refused past `maxFailures`; the count is taken
 * back once the request proves not to be one. Checking first and counting after let a burst of
 * parallel guesses all pass the check before any was counted.
 */
export function createPortalLimits(db: Db, o: PortalLimits) {
  const failKey = (ip: string) => `portal-fail:${ip}`.slice(0, 300);

  return {
    /** Counts the request, or throws 429 when its link or its address's failures are over. */
    async admit(token: string, ip: string): Promise<void> {
      const [failures, link] = await hitAll(db, [
        { key: failKey(ip), windowMs: FAILURE_WINDOW_MS },
        { key: `portal-link:${sha256(token.slice(0, 200))}`, windowMs: MINUTE },
      ]);
      if (failures!.current > o.maxFailures)
        throw tooManyRequests(MESSAGES.tooManyRequests, failures!.ttl / 1000);
      if (link!.current > o.perMinute)
        throw tooManyRequests(MESSAGES.tooManyRequests, link!.ttl / 1000);
    },

    /** The request admitted for `ip` was no failed lookup: its count is taken back. */
    async notFailed(ip: string): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ count: sql`${sql.ref('count')} - 1` })
        .where('key', '=', failKey(ip))
        .where('count', '>', 0)
        .execute();
    },
  };
}
export type PortalLimiter = ReturnType<typeof createPortalLimits>;
