import { sql, type Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * History and duplicates.
 * - `record_changes`: every change to an enquiry, follow-up or call request, field by field
 *   (who, when, from, to), plus creation, deletion, restore and merge, in one table keyed by
 *   kind + recordId. `enquiryId` is the enquiry whose timeline shows the row (the record itself,
 *   a follow-up's enquiry, a converted call request's enquiry), so a timeline is one indexed
 *   range even after the follow-up is deleted. Replaces `enquiry_changes`, whose rows move here.
 * - `enquiries.mergedInto`: a merged enquiry is soft-deleted and points to the one kept.
 * - An index on (mobileDigits, createdAt) for "also enquired on".
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .createTable('record_changes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('recordId', id, (c) => c.notNull())
    .addColumn('enquiryId', id)
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('field', 'varchar(40)')
    .addColumn('from', 'text')
    .addColumn('to', 'text')
    .addColumn('by', id)
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('record_changes_record')
    .on('record_changes')
    .columns(['kind', 'recordId', 'at'])
    .execute();
  await db.schema
    .createIndex('record_changes_enquiry')
    .on('record_changes')
    .columns(['enquiryId', 'at'])
    .execute();
  await sql`insert into record_changes
      (id, kind, "recordId", "enquiryId", action, field, "from", "to", "by", "at")
    select id, 'enquiry', "enquiryId", "enquiryId", 'update', field, "from", "to", "by", "at"
    from enquiry_changes`.execute(db);
  await db.schema.dropTable('enquiry_changes').execute();

  await db.schema.alterTable('enquiries').addColumn('mergedInto', id).execute();
  // "Also enquired on": the same person's other enquiries by phone digits, newest first, read
  // from the index (the e-mail side has enquiries_email_createdAt since 002).
  await db.schema
    .createIndex('enquiries_mobileDigits_createdAt')
    .on('enquiries')
    .columns(['mobileDigits', 'createdAt'])
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropIndex('enquiries_mobileDigits_createdAt').execute();
  await db.schema.alterTable('enquiries').dropColumn('mergedInto').execute();
  await db.schema
    .createTable('enquiry_changes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('from', 'text')
    .addColumn('to', 'text')
    .addColumn('by', id)
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enquiry_changes_enquiry')
    .on('enquiry_changes')
    .columns(['enquiryId', 'at'])
    .execute();
  await sql`insert into enquiry_changes (id, "enquiryId", field, "from", "to", "by", "at")
    select id, "recordId", field, "from", "to", "by", "at" from record_changes
    where kind = 'enquiry' and action = 'update' and field is not null`.execute(db);
  await db.schema.dropTable('record_changes').execute();
}
