import type { Kysely } from 'kysely';
import { id, record } from '../columns';

/*
 * Offers and the visa on an application: the offer's type, acceptance deadline and
 * deposit, the visa appointment and decision, as columns of `applications` (dates as
 * YYYY-MM-DD, like an intake's deadline); the offer's conditions as rows of their own, each
 * with its own due date and satisfied tick.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;
const date = 'varchar(10)';

const COLUMNS = [
  ['offerType', 'varchar(14)'],
  ['acceptanceDeadline', date],
  ['depositAmount', 'double precision'],
  ['depositDueDate', date],
  ['depositPaidDate', date],
  ['visaAppointmentDate', date],
  ['visaDecision', 'varchar(10)'],
  ['visaDecisionDate', date],
] as const;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const [name, type] of COLUMNS)
    await db.schema.alterTable('applications').addColumn(name, type).execute();
  await record(db.schema.createTable('application_conditions'))
    .addColumn('applicationId', id, (c) => c.notNull().references('applications.id'))
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('dueDate', date)
    .addColumn('satisfied', 'integer', (c) => c.notNull())
    .addColumn('satisfiedDate', date)
    .addColumn('createdBy', id)
    .execute();
  await db.schema
    .createIndex('application_conditions_application')
    .on('application_conditions')
    .columns(['applicationId', 'createdAt'])
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropTable('application_conditions').execute();
  for (const [name] of COLUMNS)
    await db.schema.alterTable('applications').dropColumn(name).execute();
}
