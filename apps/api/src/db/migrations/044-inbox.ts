import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * Replies coming back (modules/inbox).
 * - `reply_tokens`: the one unguessable token of an enquiry, in the Reply-To of every mail to
 *   the student (`reply+<token>@INBOUND_DOMAIN`); stored, not signed, so no secret has to be
 *   configured and kept, and a token names its enquiry by lookup alone.
 * - `inbound_mails`: every mail that came in, filed on an enquiry or not yet (`enquiryId`
 *   null: the Unmatched list, by office). `messageId` is unique: the same mail is filed once,
 *   whichever way (SMTP, IMAP) and however often it arrives.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .createTable('reply_tokens')
    .addColumn('enquiryId', id, (c) => c.primaryKey())
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('inbound_mails')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('messageId', 'varchar(500)', (c) => c.notNull().unique())
    .addColumn('enquiryId', id)
    .addColumn('officeId', id)
    // token | thread | sender | bcc | hand
    .addColumn('filedBy', 'varchar(12)')
    .addColumn('filedByUser', id)
    .addColumn('filedAt', ts)
    // in: the student wrote; out: a counsellor's own mail, copied to bcc@
    .addColumn('direction', 'varchar(4)', (c) => c.notNull())
    .addColumn('unverified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('automatic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fromAddress', 'varchar(320)', (c) => c.notNull())
    .addColumn('fromName', 'varchar(200)')
    .addColumn('toAddress', 'varchar(1000)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('textBody', 'text', (c) => c.notNull())
    .addColumn('quotedText', 'text')
    .addColumn('htmlBody', 'text')
    .addColumn('inReplyTo', 'varchar(500)')
    .addColumn('references', 'text')
    // JSON: [{ fileName, reason }] of attachments not kept
    .addColumn('refused', 'text')
    // the message as it came, kept privately while it waits unmatched (its attachments are
    // stored when it is filed)
    .addColumn('rawKey', 'varchar(200)')
    .addColumn('sentAt', ts)
    .addColumn('createdAt', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inbound_mails_enquiryId_createdAt')
    .on('inbound_mails')
    .columns(['enquiryId', 'createdAt'])
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropTable('inbound_mails').execute();
  await db.schema.dropTable('reply_tokens').execute();
}
