import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { PRUNED_COUNTER } from '../events/event-bus';

/** Sign-in failures are read for 15 minutes; a day more lets an admin look at an attack. */
export const FAILURES_KEPT_MS = 24 * 3_600_000;

export type Pruned = {
  events: number;
  sessions: number;
  loginFailures: number;
  rateLimits: number;
  /** Deleted documents whose bytes were removed. */
  documents: number;
  /** "Forgot password?" links expired a day ago or more. */
  passwordResets: number;
};

const iso = (ms: number) => new Date(ms).toISOString();
const removed = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/**
 * Old rows removed on a schedule (docs/DECISIONS.md "Retention"): events past their retention
 * (the newest always stays, so ids keep growing past what clients have seen; how far pruning
 * went is recorded for the stream's replay), expired sessions, stale sign-in failures and
 * finished rate-limit windows, the
 * bytes of documents deleted more than 30 days ago, and password reset links a day past expiry. Every process runs it; running it twice removes nothing twice.
 */
export function createMaintenance(
  db: Db,
  o: {
    eventRetentionMs: number;
    intervalMs: number;
    log: FastifyBaseLogger;
    /** Removes the bytes of documents past their 30 days in the trash (documents.purge.ts). */
    purgeDocuments?: (at: number) => Promise<number>;
  },
) {
  async function pruneEvents(at: number): Promise<number> {
    const newest = db.selectFrom('events').select((eb) => eb.fn.max('id').as('m'));
    const r = await db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('through'))
      .where('createdAt', '<', iso(at - o.eventRetentionMs))
      .where('id', '<', newest)
      .executeTakeFirst();
    const through = Number(r?.through ?? 0);
    if (through === 0) return 0;
    return db.transaction().execute(async (trx) => {
      await trx
        .insertInto('counters')
        .values({ name: PRUNED_COUNTER, value: through })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({
            value: sql`case when ${sql.ref('counters.value')} < ${through} then ${through} else ${sql.ref('counters.value')} end`,
          }),
        )
        .execute();
      return removed(await trx.deleteFrom('events').where('id', '<=', through).executeTakeFirst());
    });
  }

  async function run(): Promise<Pruned> {
    const at = Date.now();
    return {
      events: await pruneEvents(at),
      sessions: removed(
        await db.deleteFrom('sessions').where('expiresAt', '<=', iso(at)).executeTakeFirst(),
      ),
      loginFailures: removed(
        await db
          .deleteFrom('login_failures')
          .where('createdAt', '<', iso(at - FAILURES_KEPT_MS))
          .executeTakeFirst(),
      ),
      rateLimits: removed(
        await db.deleteFrom('rate_limits').where('resetAt', '<', at).executeTakeFirst(),
      ),
      documents: o.purgeDocuments ? await o.purgeDocuments(at) : 0,
      passwordResets: removed(
        await db
          .deleteFrom('password_resets')
          .where('expiresAt', '<', iso(at - FAILURES_KEPT_MS))
          .executeTakeFirst(),
      ),
    };
  }

  let timer: NodeJS.Timeout | undefined;
  const self = {
    run,
    /** The scheduled run in progress or last finished (for tests and operators). */
    lastRun: null as Promise<Pruned> | null,
    start() {
      timer = setInterval(() => {
        self.lastRun = run();
        self.lastRun.then(
          (pruned) => o.log.debug({ pruned }, 'pruned old rows'),
          (err: unknown) => o.log.warn({ err }, 'pruning old rows failed; will try again'),
        );
      }, o.intervalMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
  return self;
}
export type Maintenance = ReturnType<typeof createMaintenance>;
