import { sql, type Kysely } from 'kysely';
import { createCountTriggers, dropCountTriggers, recountEnquiries } from './015-counts';
import { isPg } from './016-search-docs';

/*
 * Offices at a million enquiries (docs/DECISIONS.md, "Offices at scale").
 *
 * A name search reads each match by id only to keep the live ones, count them and take the
 * newest page, from a covering index (migration 017: id, whether deleted, when created). A
 * manager's search also keeps only their offices' matches, and the office was not in that
 * index: every match's row was read for it. With the office in the index, a scoped search
 * reads no more than an admin's.
 *
 * A scoped board counted its columns from its offices' applications on every request (two
 * seconds at 300,000 applications) where an admin's read kept counts. Live applications are now
 * also kept by their student's office, stage and owner (dim 'appoffice', key
 * 'office|stage|owner'); a student moving office moves their applications' counts (a trigger
 * on enquiries, fired only when the office changes).
 */
type Db = Kysely<unknown>;
const SET = ['applications_office'];

async function cover(db: Db, columns: string[]) {
  await sql`drop index enquiries_id_cover`.execute(db);
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  await (
    isPg(db)
      ? sql`create index enquiries_id_cover on enquiries (id) include (${cols})`
      : sql`create index enquiries_id_cover on enquiries (id, ${cols})`
  ).execute(db);
}

/** (dim, key, n) of a student's live applications under `office`, weighted `n`. */
const moved = (student: string, office: string, n: number) =>
  `select 'appoffice' as dim, ${office} || '|' || a."stage" || '|' || coalesce(a."assignedTo", '') as key,
     ${n} as n from applications a where a."enquiry" = ${student} and a."deletedAt" is null`;

async function createMoveTrigger(db: Db) {
  const rows = `${moved('old.id', 'old."officeId"', -1)} union all ${moved('new.id', 'new."officeId"', 1)}`;
  if (!isPg(db)) {
    await sql
      .raw(
        `create trigger applications_office_move after update of "officeId" on enquiries
         when old."officeId" is not new."officeId" begin
           insert into enquiry_counts (dim, key, n) select dim, key, sum(n) from (${rows}) c
             group by dim, key having sum(n) <> 0
             on conflict (dim, key) do update set n = enquiry_counts.n + excluded.n;
         end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function applications_office_move() returns trigger language plpgsql as $$
       begin
         insert into enquiry_counts (dim, key, n) select dim, key, sum(n) from (${rows}) c
           group by dim, key having sum(n) <> 0;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger applications_office_move after update of "officeId" on enquiries
       for each row when (old."officeId" is distinct from new."officeId")
       execute function applications_office_move()`,
    )
    .execute(db);
}

export async function up(db: Db): Promise<void> {
  await cover(db, ['deletedAt', 'createdAt', 'officeId']);
  await createCountTriggers(db, SET);
  await createMoveTrigger(db);
  await recountEnquiries(db, SET);
}

export async function down(db: Db): Promise<void> {
  await sql
    .raw(`drop trigger applications_office_move${isPg(db) ? ' on enquiries' : ''}`)
    .execute(db);
  if (isPg(db)) await sql`drop function applications_office_move()`.execute(db);
  await dropCountTriggers(db, SET);
  await sql`delete from enquiry_counts where dim = 'appoffice'`.execute(db);
  await cover(db, ['deletedAt', 'createdAt']);
}
