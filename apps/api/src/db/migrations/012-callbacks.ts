import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * The call-back queue: each call request's attempts (when, who, outcome, note, next
 * try), the request's own summary of them for the queue's order (next try, by whom, last
 * outcome, how many), and the enquiry it was converted into. An attempt keeps its enquiry once
 * converted, so deleting the call request later leaves the enquiry's timeline whole.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .createTable('contact_attempts')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('contactId', id, (c) => c.references('contacts.id').onDelete('set null'))
    .addColumn('enquiryId', id, (c) => c.references('enquiries.id'))
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('by', id, (c) => c.references('users.id'))
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('nextTryAt', ts)
    .execute();
  for (const column of ['contactId', 'enquiryId'])
    await db.schema
      .createIndex(`contact_attempts_${column}`)
      .on('contact_attempts')
      .columns([column, 'at'])
      .execute();

  for (const [column, type] of [
    ['nextTryAt', ts],
    ['nextTryBy', id],
    ['lastOutcome', 'varchar(20)'],
    ['enquiryId', id],
  ] as const)
    await db.schema.alterTable('contacts').addColumn(column, type).execute();
  await db.schema
    .alterTable('contacts')
    .addColumn('attemptCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The queue (open requests by next try) and the bell's "has come" (next try up to now).
  await db.schema
    .createIndex('contacts_next_try')
    .on('contacts')
    .columns(['nextTryAt', 'id'])
    .execute();
  await db.schema
    .createIndex('contacts_enquiry_unique')
    .on('contacts')
    .column('enquiryId')
    .unique()
    .execute();
}
