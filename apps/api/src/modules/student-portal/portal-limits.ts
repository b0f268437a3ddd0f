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
 * rateLimit counts it against its address); each failed lookup against its address, which past
 * `maxFailures` is refused before any lookup (guessing tokens from one address stops there).
 */
export function createPortalLimits(db: Db, o: PortalLimits) {
  const failKey = (ip: string) => `portal-fail:${ip}`.slice(0, 300);

  return {
    /** Counts the request, or throws 429 when its link or its address's failures are over. */
    async admit(token: string, ip: string): Promise<void> {
      const failed = await db
        .selectFrom('rate_limits')
        .select(['count', 'resetAt'])
        .where('key', '=', failKey(ip))
        .executeTakeFirst();
      const at = Date.now();
      if (failed && Number(failed.resetAt) > at && Number(failed.count) >= o.maxFailures)
        throw tooManyRequests(MESSAGES.tooManyRequests, (Number(failed.resetAt) - at) / 1000);
      const [link] = await hitAll(db, [
        { key: `portal-link:${sha256(token.slice(0, 200))}`, windowMs: MINUTE },
      ]);
      if (link!.current > o.perMinute)
        throw tooManyRequests(MESSAGES.tooManyRequests, link!.ttl / 1000);
    },

    /** A lookup failed: one more against the address. */
    async failed(ip: string): Promise<void> {
      await hitAll(db, [{ key: failKey(ip), windowMs: FAILURE_WINDOW_MS }]);
    },
  };
}
export type PortalLimiter = ReturnType<typeof createPortalLimits>;
