import { MESSAGES } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { tooManyRequests } from '../../lib/errors';
import { newId, now } from '../../lib/ids';

/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** The longest a guesser is ever made to wait between two attempts. */
const MAX_DELAY_MS = 15 * 60_000;

type Failures = { n: number; last: string | null };

/** Milliseconds until the next attempt may be heard. */
function wait(f: Failures, free: number, at: number): number {
  if (f.n < free || !f.last) return 0;
  const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (f.n - free));
  return Math.max(0, Date.parse(f.last) + delay - at);
}

/**
 * Holds, until the transaction ends, the one row every attempt for this key writes first: on
 * PostgreSQL a row lock, on SQLite the database's write lock. Attempts for the same e-mail or
 * address are so counted one after another, in every process.
 */
async function lock(trx: Db, key: string): Promise<void> {
  const resetAt = Date.now() + FAILURE_WINDOW_MS;
  await trx
    .insertInto('rate_limits')
    .values({ key: `login-lock:${key}`.slice(0, 300), count: 1, resetAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ resetAt }))
    .execute();
}

/**
 * Slows guessing instead of locking accounts (docs/DECISIONS.md). Failures
 * are counted per e-mail and per address over 15 minutes; past the free allowance, each further
 * attempt must wait 1 s, 2 s, 4 s … (at most 15 minutes) after the last failure, or it is
 * answered 429 with Retry-After and not even checked. The per-e-mail wait does not apply from
 * an address the account has signed in from before, so guesses from elsewhere cannot keep the
 * owner, the only admin included, out of their own account.
 *
 * An attempt is counted as a failure before its password is checked (`claim`), under
 * a lock, so guesses sent together are slowed as if sent one by one. And one address cannot
 * slow an account for everybody: each (e-mail, address) pair has its own allowance and wait,
 * and of one address's failures only `share` (one fewer than the allowance) count toward the
 * account's wait, which it therefore never starts alone.
 */
export function createLoginThrottle(db: Db, o: { perEmail: number; perIp: number }) {
  const share = Math.max(1, o.perEmail - 1);
  const since = () => new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();

  const byIp = async (trx: Db, ip: string): Promise<Failures> => {
    const r = await trx
      .selectFrom('login_failures')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max('createdAt').as('last'),
      ])
      .where('ip', '=', ip)
      .where('createdAt', '>', since())
      .executeTakeFirstOrThrow();
    return { n: Number(r.n), last: r.last };
  };

  /** The wait of this pair, and of the account as every address's share makes it. */
  const byEmail = async (trx: Db, email: string, ip: string, at: number): Promise<number> => {
    const rows = await trx
      .selectFrom('login_failures')
      .select((eb) => [
        'ip',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max('createdAt').as('last'),
      ])
      .where('email', '=', email)
      .where('createdAt', '>', since())
      .groupBy('ip')
      .execute();
    const own = rows.find((r) => r.ip === ip);
    const pair = own ? wait({ n: Number(own.n), last: own.last }, o.perEmail, at) : 0;
    const account: Failures = {
      n: rows.reduce((sum, r) => sum + Math.min(Number(r.n), share), 0),
      last: rows.reduce<string | null>((m, r) => (m && m > r.last ? m : r.last), null),
    };
    return Math.max(pair, wait(account, o.perEmail, at));
  };

  return {
    /**
     * Counts this attempt as a failure before its password is checked, or throws 429
     * (Retry-After) while this e-mail or address must wait. Returns the attempt's id.
     */
    async claim(email: string, ip: string, knownIp: boolean): Promise<string> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, `e:${email}`);
        await lock(trx, `i:${ip}`);
        const at = Date.now();
        const ms = Math.max(
          wait(await byIp(trx, ip), o.perIp, at),
          knownIp ? 0 : await byEmail(trx, email, ip, at),
        );
        if (ms > 0) throw tooManyRequests(MESSAGES.tooManyRequests, ms / 1000);
        const id = newId();
        await trx
          .insertInto('login_failures')
          .values({ id, email, ip, createdAt: new Date(at).toISOString() })
          .execute();
        return id;
      });
    },

    /** The password was right: the attempt was no failure. */
    async release(attemptId: string): Promise<void> {
      await db.deleteFrom('login_failures').where('id', '=', attemptId).execute();
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
