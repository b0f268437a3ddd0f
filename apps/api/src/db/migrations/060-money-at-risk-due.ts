import { sql, type Kysely } from 'kysely';

/*
 * Money at risk starts from what is due (docs/DECISIONS.md, "Money at risk from what is due"):
 * the unsatisfied conditions by due date, and the conditional offers' unpaid deposits by due
 * date, each from a partial index holding only those rows. It walked every live application
 * through the commission's joins instead (24 s at 300,000 applications on SQLite).
 * The predicates are literals: SQLite uses a partial index only when the query repeats its
 * condition term for term, and a bound parameter is not the literal.
 */
export const OPEN_CONDITIONS = 'application_conditions_open_due';
export const OPEN_DEPOSITS = 'applications_conditional_deposit_due';
const ref = (column: string) => sql.ref(column);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex(OPEN_CONDITIONS)
    .on('application_conditions')
    .columns(['dueDate', 'applicationId'])
    .where(sql<boolean>`${ref('satisfied')} = 0`)
    .execute();
  await db.schema
    .createIndex(OPEN_DEPOSITS)
    .on('applications')
    .columns(['depositDueDate', 'id'])
    .where(
      sql<boolean>`${ref('offerType')} = 'conditional' and ${ref('depositPaidDate')} is null
        and ${ref('deletedAt')} is null`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(OPEN_DEPOSITS).execute();
  await db.schema.dropIndex(OPEN_CONDITIONS).execute();
}
