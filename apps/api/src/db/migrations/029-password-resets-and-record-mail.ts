import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * Two mails of staff:
 * - `password_resets`: "Forgot password?" links. Only the SHA-256 of the token is kept (the
 *   token itself is in the mail alone); a link works once (`usedAt`) until `expiresAt`.
 * - `enquiry_emails`: a mail a counsellor wrote from an enquiry's record, a line of its
 *   timeline. The mail itself is the outbox row (`outboxId`), sent and retried there; this row
 *   is the record of who wrote what, kept however the outbox is cleaned. `mergedFrom` as the
 *   other timeline lines have it (enquiries.references.ts).
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .createTable('password_resets')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('userId', id, (c) => c.notNull())
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expiresAt', ts, (c) => c.notNull())
    .addColumn('usedAt', ts)
    .addColumn('createdAt', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_userId')
    .on('password_resets')
    .column('userId')
    .execute();
  await db.schema
    .createTable('enquiry_emails')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('outboxId', id)
    .addColumn('toAddress', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('templateId', id)
    .addColumn('sentBy', id)
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('mergedFrom', id)
    .execute();
  await db.schema
    .createIndex('enquiry_emails_enquiryId_createdAt')
    .on('enquiry_emails')
    .columns(['enquiryId', 'createdAt'])
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropTable('enquiry_emails').execute();
  await db.schema.dropTable('password_resets').execute();
}
