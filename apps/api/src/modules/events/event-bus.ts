import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import type { EventType } from '@studydesk/contract';
import type { Db, DbHandle } from '../../db/database';
import { runPrepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { now } from '../../lib/ids';

export type LiveEvent = { id: number; type: EventType; payload: string };
/** An event to append: its payload is stored as JSON. */
export type NewEvent = { type: EventType; payload: object };
export type ReplayBounds = { newest: number; prunedThrough: number; missed: number };
/** The counter row holding the highest event id removed by pruning (lib/maintenance). */
export const PRUNED_COUNTER = 'events_pruned';
type Listener = (e: LiveEvent) => void;

const CHANNEL = 'studydesk_events';
/** The advisory lock key that orders event-appending transactions (any constant of our own). */
const EVENT_LOCK = 7_310_512;
/**
 * What every append does first on PostgreSQL, in the appending transaction: take the lock that
 * orders appends to commit (see below), and NOTIFY the listening processes (sent at commit).
 */
export const beforeAppend = sql`select pg_advisory_xact_lock(${EVENT_LOCK}), pg_notify(${CHANNEL}, '')`;
// On PostgreSQL a slow poll backs up NOTIFY, in case a notification is lost while reconnecting.
const SAFETY_POLL_MS = 5_000;
/** Events read per query; a burst larger than this is read in several. */
const PUMP_PAGE = 1000;

/** The id of the newest event (0 when there is none). */
export const newestEventId = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('events')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );

/**
 * Live events through the database (ARCHITECTURE §6): a change appends its event in its own
 * transaction; every process then reads the events table past the last id it delivered and
 * hands new ones to its subscribers. PostgreSQL wakes every process with NOTIFY; SQLite has one.
 *
 * Reading "past the last id" needs ids to become visible in order. Sequence ids can commit out of
 * order, so every append on PostgreSQL first takes one transaction-scoped advisory lock, held to
 * commit: transactions that append events commit in id order (the enquiry insert also holds its
 * counter's row lock, taken earlier). SQLite has one writer.
 */
export async function createEventBus(handle: DbHandle, url: string, log: FastifyBaseLogger) {
  const { db, dialect } = handle;
  const listeners = new Set<Listener>();
  const maxId = () => newestEventId(db);
  let last = await maxId();
  let pumping: Promise<void> = Promise.resolve();
  let closed = false;

  const since = async (afterId: number, limit: number): Promise<LiveEvent[]> => {
    const query = db
      .selectFrom('events')
      .select(['id', 'type', 'payload'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit);
    const rows = await runPrepared(db, query.compile());
    return rows.map((r) => ({ id: Number(r.id), type: r.type as EventType, payload: r.payload }));
  };

  const pump = () => {
    if (closed) return pumping; // stopping: nothing may read a database about to close
    pumping = pumping
      .then(async () => {
        for (let more = true; more;) {
          const batch = await since(last, PUMP_PAGE);
          for (const e of batch) {
            last = e.id;
            for (const l of listeners) l(e);
          }
          more = batch.length === PUMP_PAGE;
        }
      })
      .catch((err: unknown) => log.error({ err }, 'event pump failed'));
    return pumping;
  };

  let listener: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const listen = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', () => void pump());
    client.on('error', (err) => {
      log.warn({ err }, 'event listener lost its connection; reconnecting');
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    void pump();
  };
  if (dialect === 'postgres') {
    await listen();
    timer = setInterval(() => void pump(), SAFETY_POLL_MS);
  }

  const bus = {
    /** Appends events, already JSON, inside the caller's transaction, in order, with one insert. */
    async appendJson(trx: Kysely<Database>, events: { type: EventType; json: string }[]) {
      if (events.length === 0) return;
      if (dialect === 'postgres') await beforeAppend.execute(trx);
      const createdAt = now();
      await trx
        .insertInto('events')
        .values(events.map((e) => ({ type: e.type, payload: e.json, createdAt })))
        .execute();
    },
    /** Appends events inside the caller's transaction; delivered once that commits. */
    appendAll: (trx: Transaction<Database>, events: NewEvent[]) =>
      bus.appendJson(
        trx,
        events.map((e) => ({ type: e.type, json: JSON.stringify(e.payload) })),
      ),
    /** Appends one event inside the caller's transaction; delivered once that commits. */
    append: (trx: Transaction<Database>, type: EventType, payload: object) =>
      bus.appendAll(trx, [{ type, payload }]),
    /** Call after the transaction commits; on SQLite this delivers, on PostgreSQL NOTIFY does. */
    afterCommit: (): Promise<void> => (dialect === 'sqlite' ? pump() : Promise.resolve()),
    subscribe(l: Listener): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    since,
    lastDelivered: () => last,
    /** What a reconnecting client can be given: the newest id and how far pruning has gone. */
    async bounds(afterId: number): Promise<ReplayBounds> {
      const [newest, pruned, missed] = await Promise.all([
        maxId(),
        db
          .selectFrom('counters')
          .select('value')
          .where('name', '=', PRUNED_COUNTER)
          .executeTakeFirst(),
        db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('id', '>', afterId)
          .executeTakeFirstOrThrow(),
      ]);
      return { newest, prunedThrough: Number(pruned?.value ?? 0), missed: Number(missed.n) };
    },
    /** Stops listening and waits for a delivery under way (the database closes after this). */
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await listener?.end().catch(() => undefined);
      await pumping;
    },
  };
  return bus;
}
export type EventBus = Awaited<ReturnType<typeof createEventBus>>;
