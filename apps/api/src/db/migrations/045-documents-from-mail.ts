import type { Kysely } from 'kysely';
import { FROM_MAIL_DOCUMENT_TYPE as FROM_MAIL_TYPE } from '@studydesk/contract';
import { id } from '../columns';

/*
 * A student's document that came as an e-mail attachment: `fromMail` names the inbound mail
 * (migration 044), and the type "From e-mail" holds it until a reviewer sees what it is.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('documents').addColumn('fromMail', id).execute();
  const last = await db
    .selectFrom('document_types')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  const t = new Date().toISOString();
  await db
    .insertInto('document_types')
    .values({
      id: FROM_MAIL_TYPE,
      name: 'From e-mail',
      position: Number(last?.p ?? 0) + 1,
      retiredAt: null,
      createdAt: t,
      updatedAt: t,
    })
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.deleteFrom('document_types').where('id', '=', FROM_MAIL_TYPE).execute();
  await db.schema.alterTable('documents').dropColumn('fromMail').execute();
}
