import { sql, type Kysely } from 'kysely';
import { isPg } from './016-search-docs';

/*
 * A manager's board at a million enquiries (docs/DECISIONS.md, "Offices at scale: the board's
 * student check"). Each column walks the board-order index (migration 023) and keeps the cards
 * whose student is in the manager's offices, until its page is full: about three entries for
 * each card kept, where an admin's walk keeps every entry.
 *
 * - The walk needs each entry's student, which was in the application's row, not the index:
 *   a row read for every entry walked. The student is now the index's last column (SQLite) or
 *   carried in it (`include`, PostgreSQL), so the walk reads the index alone, as an admin's does.
 * - SQLite looks the student up by key with the first unique index matched by equality on all
 *   its columns, without weighing the others (its planner's short cut for one-table look-ups):
 *   that was the primary key, then the student's row for its office. A unique (id, officeId)
 *   index answers the look-up from the index alone for a manager of one office.
 */
type Db = Kysely<unknown>;
const BOARD = 'applications_stage_deletedAt_stageAt_id';
const STUDENT = 'enquiries_id_office';

async function boardIndex(db: Db, student: boolean) {
  await sql`drop index ${sql.ref(BOARD)}`.execute(db);
  const order = sql`"stage", "deletedAt", "stageAt", "id"`;
  const q = !student
    ? sql`create index ${sql.ref(BOARD)} on applications (${order})`
    : isPg(db)
      ? sql`create index ${sql.ref(BOARD)} on applications (${order}) include ("enquiry")`
      : sql`create index ${sql.ref(BOARD)} on applications (${order}, "enquiry")`;
  await q.execute(db);
}

export async function up(db: Db): Promise<void> {
  await boardIndex(db, true);
  if (!isPg(db))
    await sql`create unique index ${sql.ref(STUDENT)} on enquiries ("id", "officeId")`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPg(db)) await sql`drop index ${sql.ref(STUDENT)}`.execute(db);
  await boardIndex(db, false);
}
