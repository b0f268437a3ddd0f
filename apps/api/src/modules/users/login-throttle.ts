import { MESSAGES } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../lib/errors';
import { newId, now } from '../../lib/ids';

/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** The longest a guesser is ever made to wait between two attempts. */
const MAX_DELAY_MS = 15 * 60_000;

type Failures = { n: number; last: string | null };

/**
 * Slows guessing instead of locking accounts (issue 12 item 7, docs/DECISIONS.md). Failures
 * are counted per e-mail and per address over 15 minutes; past the free allowance, each further
 * attempt must wait 1 s, 2 s, 4 s … (at most 15 minutes) after the last failure, or it is
 * answered 429 with Retry-After and not even checked. The per-e-mail wait does not apply from
 * an address the account has signed in from before, so guesses from elsewhere cannot keep the
 * owner, the only admin included, out of their own account.
 */
export function createLoginThrottle(db: Db, o: { perEmail: number; perIp: number }) {
  const failures = async (column: 'email' | 'ip', value: string): Promise<Failures> => {
    const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
    const r = await db
      .selectFrom('login_failures')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max('createdAt').as('last'),
      ])
      .where(column, '=', value)
      .where('createdAt', '>', since)
      .executeTakeFirstOrThrow();
    return { n: Number(r.n), last: r.last };
  };
  /** Milliseconds until the next attempt may be heard. */
  const wait = (f: Failures, free: number, at: number) => {
    if (f.n < free || !f.last) return 0;
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (f.n - free));
    return Math.max(0, Date.parse(f.last) + delay - at);
  };

  return {
    /** Throws 429 (Retry-After) while this e-mail or address must wait. */
    async check(email: string, ip: string, knownIp: boolean): Promise<void> {
      const at = Date.now();
      const byIp = wait(await failures('ip', ip), o.perIp, at);
      const byEmail = knownIp ? 0 : wait(await failures('email', email), o.perEmail, at);
      const ms = Math.max(byIp, byEmail);
      if (ms > 0) throw tooManyRequests(MESSAGES.tooManyRequests, ms / 1000);
    },

    async isKnownIp(userId: string, ip: string): Promise<boolean> {
      const row = await db
        .selectFrom('login_known_ips')
        .select('ip')
        .where('userId', '=', userId)
        .where('ip', '=', ip)
        .executeTakeFirst();
      return row !== undefined;
    },

    async failed(email: string, ip: string): Promise<void> {
      await db
        .insertInto('login_failures')
        .values({ id: newId(), email, ip, createdAt: now() })
        .execute();
    },

    /**
     * The owner is in: their own mistakes from this address are forgotten (not the guesses
     * made from elsewhere, which age out) and the address becomes one they are known to use.
     */
    async succeeded(userId: string, email: string, ip: string): Promise<void> {
      const t = now();
      await db
        .deleteFrom('login_failures')
        .where('email', '=', email)
        .where('ip', '=', ip)
        .execute();
      await db
        .insertInto('login_known_ips')
        .values({ userId, ip, lastSuccessAt: t })
        .onConflict((oc) => oc.columns(['userId', 'ip']).doUpdateSet({ lastSuccessAt: t }))
        .execute();
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
