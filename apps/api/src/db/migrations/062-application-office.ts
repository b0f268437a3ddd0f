import { sql, type Kysely } from 'kysely';
import { isPg } from './016-search-docs';

/*
 * An application carries its student's office (docs/DECISIONS.md, "Offices at scale: the
 * application's own office"). A manager's board walked the board-order index and, for each
 * entry, looked its student up to keep their office's (about three entries a card): on
 * PostgreSQL thirteen semi-joins to plan and run on every request, 1.2–1.3× an admin's board.
 * With the office in the application's row and in the board-order index, the walk keeps its
 * office's entries from the index alone.
 *
 * Triggers keep it: an application takes its student's office when written or moved to another
 * student (a merge), and a student's applications follow the student to another office (a
 * transfer, an office retired with `moveTo`). A student who is not there leaves it null, which
 * no office's scope matches, as the look-up of that student matched none.
 */
type Db = Kysely<unknown>;
const BOARD = 'applications_stage_deletedAt_stageAt_id';
const STUDENT_OFFICE = `(select s."officeId" from enquiries s where s.id = new."enquiry")`;

async function boardIndex(db: Db, office: boolean) {
  await sql`drop index ${sql.ref(BOARD)}`.execute(db);
  const carried = office ? sql`"enquiry", "officeId"` : sql`"enquiry"`;
  const order = sql`"stage", "deletedAt", "stageAt", "id"`;
  await (
    isPg(db)
      ? sql`create index ${sql.ref(BOARD)} on applications (${order}) include (${carried})`
      : sql`create index ${sql.ref(BOARD)} on applications (${order}, ${carried})`
  ).execute(db);
}

const SQLITE_TRIGGERS = [
  `create trigger application_office_insert after insert on applications begin
     update applications set "officeId" = ${STUDENT_OFFICE} where id = new.id;
   end`,
  `create trigger application_office_student after update of "enquiry" on applications
   when old."enquiry" is not new."enquiry" begin
     update applications set "officeId" = ${STUDENT_OFFICE} where id = new.id;
   end`,
  `create trigger application_office_follow after update of "officeId" on enquiries
   when old."officeId" is not new."officeId" begin
     update applications set "officeId" = new."officeId" where "enquiry" = new.id;
   end`,
];

const PG_TRIGGERS = [
  `create function application_office_take() returns trigger language plpgsql as $$
   begin
     new."officeId" := ${STUDENT_OFFICE};
     return new;
   end $$`,
  `create trigger application_office_take before insert or update of "enquiry" on applications
   for each row execute function application_office_take()`,
  `create function application_office_follow() returns trigger language plpgsql as $$
   begin
     update applications set "officeId" = new."officeId" where "enquiry" = new.id;
     return null;
   end $$`,
  `create trigger application_office_follow after update of "officeId" on enquiries
   for each row when (old."officeId" is distinct from new."officeId")
   execute function application_office_follow()`,
];

export async function up(db: Db): Promise<void> {
  await sql`alter table applications add column "officeId" text`.execute(db);
  await sql`update applications set "officeId" = (select s."officeId" from enquiries s
    where s.id = applications."enquiry")`.execute(db);
  for (const t of isPg(db) ? PG_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(t).execute(db);
  await boardIndex(db, true);
}

export async function down(db: Db): Promise<void> {
  await boardIndex(db, false);
  if (isPg(db)) {
    await sql`drop trigger application_office_take on applications`.execute(db);
    await sql`drop trigger application_office_follow on enquiries`.execute(db);
    await sql`drop function application_office_take()`.execute(db);
    await sql`drop function application_office_follow()`.execute(db);
  } else
    for (const t of ['insert', 'student', 'follow'])
      await sql.raw(`drop trigger application_office_${t}`).execute(db);
  await sql`alter table applications drop column "officeId"`.execute(db);
}
