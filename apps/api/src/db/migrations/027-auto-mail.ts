import { sql, type Kysely } from 'kysely';
import { id, record, ts } from '../columns';

/*
 * The automatic mails. The acknowledgement's template, its on/off, the agency's name and
 * time zone are settings (the settings table, no column here). Here:
 * - mail_templates: the admin-managed templates staff pick when they write to a student.
 * - users.digestOff: 1 when the person turned the morning digest off (its unsubscribe link or
 *   their profile); 0, the default, is on.
 * - digest_sends: one row per person per local day a digest was written, its primary key what
 *   makes it once a day across restarts and processes (the second insert of a day conflicts);
 *   `tokenHash` is the SHA-256 of that mail's unsubscribe token, so every digest's link works.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await record(db.schema.createTable('mail_templates'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('digestOff', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('digest_sends')
    .addColumn('userId', id, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('digest_sends_pk', ['userId', 'day'])
    .execute();
  await db.schema
    .createIndex('digest_sends_token')
    .on('digest_sends')
    .column('tokenHash')
    .unique()
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropTable('digest_sends').execute();
  await db.schema.alterTable('users').dropColumn('digestOff').execute();
  await db.schema.dropTable('mail_templates').execute();
  await sql`delete from settings where key in ('acknowledgementOn', 'acknowledgementSubject', 'acknowledgementBody', 'agencyName', 'timeZone')`.execute(
    db,
  );
}
