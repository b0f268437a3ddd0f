import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * The inbox on screen (modules/inbox):
 * - `inbound_mails.dismissedAt`: an unmatched mail an admin or manager let go (spam, a
 *   newsletter); kept, not deleted, so the same Message-ID arriving again is still filed once.
 * - `inbound_mails.attachments`: JSON, the names of the files the mail came with, so the
 *   Unmatched list can say what waits before anyone files it.
 * - `notices`: the bell's notices kept for their reader (today "Reply from …"), so a reload
 *   keeps them; `id` is what they are about (a reply's mail), `officeId` the record's office
 *   (the reader's office scope applies), `payload` the live event's JSON; pruned after
 *   NOTICE_KEEP_DAYS.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('inbound_mails').addColumn('dismissedAt', ts).execute();
  await db.schema.alterTable('inbound_mails').addColumn('attachments', 'text').execute();
  await db.schema
    .createTable('notices')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('userId', id, (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('enquiryId', id)
    .addColumn('officeId', id)
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('readAt', ts)
    .addColumn('createdAt', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notices_userId_createdAt')
    .on('notices')
    .columns(['userId', 'createdAt'])
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropTable('notices').execute();
  await db.schema.alterTable('inbound_mails').dropColumn('attachments').execute();
  await db.schema.alterTable('inbound_mails').dropColumn('dismissedAt').execute();
}
