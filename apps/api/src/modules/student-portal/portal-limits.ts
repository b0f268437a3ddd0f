import { sql } from 'kysely';
import { MESSAGES, STUDENT_PORTAL_MESSAGES } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import { hitAll } from '../../lib/rate-limit-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Failed lookups older than this no longer count against an address. */
export const FAILURE_WINDOW_MS = 15 * MINUTE;

export type PortalLimits = {
  /** Requests per minute per link (per address: the routes' own rateLimit). */
  perMinute: number;
  /** Failed lookups (wrong, expired or revoked tokens) per address in 15 minutes. */
  maxFailures: number;
  /** Files, and their bytes in all, one link may upload in a day. */
  dailyFiles: number;
  dailyBytes: number;
};

/**
 * The student's routes' limits, counted in the database (rate_limits) like every other
 * limit, so all processes see the same hits: each request counts against its link (the routes'
 * rateLimit counts it against its address). Each request also counts as a failed lookup of its
 * address before the lookup, atomically, and is refused past `maxFailures`; the count is taken
 * back once the request proves not to be one. Checking first and counting after let a burst of
 * parallel guesses all pass the check before any was counted.
 */
export function createPortalLimits(db: Db, o: PortalLimits) {
  const failKey = (ip: string) => `portal-fail:${ip}`.slice(0, 300);
  /** Takes `amount` back from a count (never below nothing). */
  const takeBack = (key: string, amount: number) =>
    db
      .updateTable('rate_limits')
      .set({ count: sql`${sql.ref('count')} - ${amount}` })
      .where('key', '=', key)
      .where('count', '>=', amount)
      .execute();

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
      await takeBack(failKey(ip), 1);
    },

    /**
     * Counts a file of `bytes` against its link's day before it is stored, in one atomic
     * statement whose totals decide (parallel uploads cannot all pass one check), or throws 429
     * with the count taken back. Answers what takes the count back if the file is not stored.
     */
    async reserveUpload(linkId: string, bytes: number): Promise<() => Promise<void>> {
      const filesKey = `portal-day-files:${linkId}`;
      const bytesKey = `portal-day-bytes:${linkId}`;
      const [files, size] = await hitAll(db, [
        { key: filesKey, windowMs: DAY },
        { key: bytesKey, windowMs: DAY, weight: bytes },
      ]);
      const release = async () => {
        await takeBack(filesKey, 1);
        await takeBack(bytesKey, bytes);
      };
      if (files!.current <= o.dailyFiles && size!.current <= o.dailyBytes) return release;
      await release();
      const wait = Math.max(files!.ttl, size!.ttl) / 1000;
      throw tooManyRequests(STUDENT_PORTAL_MESSAGES.dailyLimit, wait);
    },
  };
}
export type PortalLimiter = ReturnType<typeof createPortalLimits>;
