import { PostgresAdapter, type Kysely } from 'kysely';
import { id, record, ts } from '../columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;

  // Named counters, bumped inside the inserting transaction: gap-free, unique under concurrency.
  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();

  await record(db.schema.createTable('enquiries'))
    .addColumn('enqNo', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('fName', 'varchar(100)', (c) => c.notNull())
    .addColumn('lName', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(40)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)')
    .addColumn('country', 'varchar(100)')
    .addColumn('course', 'varchar(200)')
    .addColumn('college', 'varchar(100)')
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('preferredIntake', 'varchar(50)')
    .addColumn('message', 'text')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('leadQuality', 'varchar(10)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('assignedTo', id)
    .addColumn('remarks', 'text')
    .addColumn('duplicateOf', id)
    .addColumn('deletedAt', ts)
    .execute();
  // Lists show live rows (deletedAt is null), newest first with the id as tie-break: these
  // indexes answer a page and its count without sorting.
  for (const cols of [
    ['status', 'deletedAt', 'createdAt', 'id'],
    ['deletedAt', 'createdAt', 'id'],
    ['email', 'createdAt'],
    ['mobile', 'createdAt'],
    ['assignedTo'],
  ]) {
    await db.schema
      .createIndex(`enquiries_${cols.join('_')}`)
      .on('enquiries')
      .columns(cols)
      .execute();
  }

  await db.schema
    .createTable('enquiry_status_changes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('from', 'varchar(20)')
    .addColumn('to', 'varchar(20)', (c) => c.notNull())
    .addColumn('by', id)
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('status_changes_enquiry')
    .on('enquiry_status_changes')
    .columns(['enquiryId', 'at'])
    .execute();

  await record(db.schema.createTable('followups'))
    .addColumn('enquiry', id, (c) => c.notNull())
    .addColumn('followUpDetails', 'text', (c) => c.notNull())
    .addColumn('nextContactDate', 'varchar(10)')
    .addColumn('status', 'varchar(20)')
    .addColumn('remarks', 'text')
    .addColumn('createdBy', id)
    .execute();
  await db.schema
    .createIndex('followups_enquiry')
    .on('followups')
    .columns(['enquiry', 'createdAt'])
    .execute();
  await db.schema.createIndex('followups_next').on('followups').column('nextContactDate').execute();

  await record(db.schema.createTable('contacts'))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(40)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('preferredTime', 'varchar(100)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contacts_created')
    .on('contacts')
    .columns(['createdAt', 'id'])
    .execute();

  // The event log behind the live stream: ids increase, so Last-Event-ID can replay.
  await db.schema
    .createTable('events')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .execute();
}
