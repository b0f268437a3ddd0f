import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * The outbox: every mail is a row written in the transaction of what caused it, then
 * sent by a worker (modules/mail). `state`: waiting → sending → sent, or back to waiting with a
 * later `nextAttemptAt` after a transient failure, or failed / cancelled.
 * - A claim sets `state = 'sending'` and `nextAttemptAt` = `claimedUntil` (the lease's end), so
 *   one condition finds what is due: waiting mail whose time has come and sending mail whose
 *   lease ran out (a process killed mid-send). `(state, nextAttemptAt)` serves that claim.
 * - The admin's list reads newest first, all or of one state; the record's timeline by enquiry.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

const INDEXES = [
  ['state', 'nextAttemptAt'],
  ['createdAt', 'id'],
  ['state', 'createdAt', 'id'],
  ['enquiryId', 'createdAt'],
];

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .createTable('outbox')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('toAddress', 'varchar(320)', (c) => c.notNull())
    .addColumn('replyTo', 'varchar(320)')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('textBody', 'text', (c) => c.notNull())
    .addColumn('htmlBody', 'text')
    // JSON object of extra headers (List-Unsubscribe, ...).
    .addColumn('headers', 'text')
    .addColumn('enquiryId', id)
    .addColumn('userId', id)
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', ts)
    .addColumn('lastError', 'text')
    .addColumn('claimedBy', 'varchar(64)')
    .addColumn('claimedUntil', ts)
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('sentAt', ts)
    .execute();
  for (const cols of INDEXES)
    await db.schema
      .createIndex(`outbox_${cols.join('_')}`)
      .on('outbox')
      .columns(cols)
      .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await (untyped as Db).schema.dropTable('outbox').execute();
}
