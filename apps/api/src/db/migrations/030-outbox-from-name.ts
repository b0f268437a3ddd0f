import type { Kysely } from 'kysely';

/*
 * The name a mail comes from, when it is not MAIL_FROM's: the acknowledgement comes from the
 * agency ("Globe Study <desk@…>"). Only the name: the address stays MAIL_FROM's, the one the
 * mail server is allowed to send as.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  await (untyped as Db).schema.alterTable('outbox').addColumn('fromName', 'varchar(200)').execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await (untyped as Db).schema.alterTable('outbox').dropColumn('fromName').execute();
}
