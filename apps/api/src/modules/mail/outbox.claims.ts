import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import type { OutboxRow } from '../../db/schema';
import type { Outcome } from './transport';

export const NO_MAIL_SERVER = 'No mail server set';
const FREED = { claimedBy: null, claimedUntil: null } as const;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The worker's side of the outbox: claiming due mail and recording what each attempt came to.
 * A claim is one statement: `UPDATE … WHERE id IN (SELECT … LIMIT n) RETURNING`. On PostgreSQL
 * the select locks its rows `FOR UPDATE SKIP LOCKED`, so two processes claiming at once take
 * different mail; a row another claim has just committed is re-checked under the lock, and its
 * `nextAttemptAt` (now the lease's end) no longer qualifies. SQLite has one writer.
 */
export function outboxClaims(db: Db, dialect: Dialect, me: string) {
  return {
    /** Takes up to `limit` due mails (waiting, or sending with a lapsed lease) until `leaseMs` on. */
    async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const t = iso(Date.now());
      const until = iso(Date.now() + leaseMs);
      const due = db
        .selectFrom('outbox')
        .select('id')
        .where('state', 'in', ['waiting', 'sending'])
        .where('nextAttemptAt', '<=', t)
        .orderBy('nextAttemptAt')
        .limit(limit);
      const claimed = {
        state: 'sending',
        claimedBy: me,
        claimedUntil: until,
        nextAttemptAt: until,
        attempts: sql<number>`attempts + 1`,
      } as const;
      if (dialect === 'sqlite')
        return db
          .updateTable('outbox')
          .set(claimed)
          .where('id', 'in', due)
          .returningAll()
          .execute();
      // A materialised CTE, so the locking select runs once: as `id IN (select … limit n)` the
      // planner may rescan it for each row and claim far more than n.
      return db
        .with(
          (w) => w('due').materialized(),
          () => due.forUpdate().skipLocked(),
        )
        .updateTable('outbox')
        .set(claimed)
        .where('id', 'in', (eb) => eb.selectFrom('due').select('id'))
        .returningAll()
        .execute();
    },

    /** Records an attempt of a mail this worker holds; `backoffMs[attempts - 1]` before the next. */
    async settle(row: OutboxRow, outcome: Outcome, backoffMs: number[]): Promise<Settled> {
      const mine = db
        .updateTable('outbox')
        .where('id', '=', row.id)
        .where('claimedBy', '=', me)
        .where('state', '=', 'sending');
      if (outcome.ok) {
        await mine
          .set({
            ...FREED,
            state: 'sent',
            sentAt: iso(Date.now()),
            nextAttemptAt: null,
            lastError: null,
          })
          .execute();
        return 'sent';
      }
      const wait = outcome.transient ? backoffMs[row.attempts - 1] : undefined;
      if (wait === undefined) {
        await mine
          .set({ ...FREED, state: 'failed', nextAttemptAt: null, lastError: outcome.reason })
          .execute();
        return 'failed';
      }
      await mine
        .set({
          ...FREED,
          state: 'waiting',
          nextAttemptAt: iso(Date.now() + wait),
          lastError: outcome.reason,
        })
        .execute();
      return 'retry';
    },

    /**
     * Without a mail server: says so on the waiting mail (once), sending none; with `since`, only
     * on mail queued from then on (through the `(state, createdAt, id)` index, not all waiting).
     */
    async markNoServer(since?: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ lastError: NO_MAIL_SERVER })
        .where('state', '=', 'waiting')
        .$if(since !== undefined, (qb) => qb.where('createdAt', '>=', since!))
        .where((eb) => eb.or([eb('lastError', 'is', null), eb('lastError', '!=', NO_MAIL_SERVER)]))
        .execute();
    },

    /** Mail not yet sent (waiting or being sent): the outbox's depth. */
    async depth(): Promise<number> {
      const r = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('state', 'in', ['waiting', 'sending'])
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type Settled = 'sent' | 'retry' | 'failed';
export type OutboxClaims = ReturnType<typeof outboxClaims>;
