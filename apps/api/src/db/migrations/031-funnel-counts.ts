import { sql, type Kysely } from 'kysely';
import { createCountTriggers, dropCountTriggers, recountEnquiries } from './015-counts';
import { isPg } from './016-search-docs';
import { FUNNEL_DIM } from './funnel-keys';

/*
 * The funnel from kept counts: a month by campaign at a million enquiries reads a few
 * thousand rows of `enquiry_counts` instead of probing every enquiry's applications. Two parts,
 * both kept by triggers so every write path (a stage move, an application deleted or restored,
 * an import, a merge, and any later one) moves them in its own transaction:
 * - `enquiries.reached`, how many phases the enquiry reached (0–5 in REACHED_PHASES' order, as
 *   applications.reached.ts defines reaching), worked out again for the enquiries whose
 *   applications or stage history a statement touched;
 * - the counts per dimension, day, owner, contacted and reached (funnel-keys.ts), migration
 *   015's triggers on enquiries under their own name.
 * A stage's phase is fixed when the stage is made (settings rename, reorder and retire it), so
 * no settings change moves `reached`.
 */
type Db = Kysely<unknown>;
const PHASES = ['applied', 'offer', 'accepted', 'visa', 'enrolled'];
const FUNNEL = ['enquiries_funnel'];

/** The keys of the stages in the phase at `i` or a later one. */
const stagesFrom = (i: number) =>
  `select s."key" from application_stages s where s.phase in (${PHASES.slice(i)
    .map((p) => `'${p}'`)
    .join(', ')})`;
/** Whether enquiry `e` reached the phase at `i`: a live application in or ever through it. */
const reachedAt = (e: string, i: number) => `exists (select 1 from applications ra
  where ra.enquiry = ${e} and ra."deletedAt" is null and (ra.stage in (${stagesFrom(i)})
    or exists (select 1 from application_stage_changes rc where rc."applicationId" = ra.id
      and (rc."to" in (${stagesFrom(i)}) or rc."from" in (${stagesFrom(i)})))))`;
/** Phases reached by `enquiries`' row: the checks stop at the first phase not reached. */
const reachedOf = `(case ${PHASES.map((_, i) => `when not ${reachedAt('enquiries.id', i)} then ${i}`).join(' ')} else ${PHASES.length} end)`;
/** `reached` worked out again for the enquiries whose ids `ids` selects. */
const refresh = (ids: string) =>
  `update enquiries set reached = ${reachedOf} where id in (${ids}) and reached <> ${reachedOf};`;
/** Per table: the enquiry a row alias's change touches, and the columns that move it. */
const WATCHED = [
  {
    table: 'applications',
    enquiryOf: (r: string) => `${r}.enquiry`,
    columns: 'enquiry, stage, "deletedAt"',
  },
  {
    table: 'application_stage_changes',
    enquiryOf: (r: string) =>
      `(select a.enquiry from applications a where a.id = ${r}."applicationId")`,
    columns: '"applicationId", "from", "to"',
  },
];
type Watched = (typeof WATCHED)[number];

const sqliteTriggers = ({ table, enquiryOf, columns }: Watched) => [
  `create trigger ${table}_reached_insert after insert on ${table}
   begin ${refresh(`select ${enquiryOf('new')}`)} end`,
  `create trigger ${table}_reached_delete after delete on ${table}
   begin ${refresh(`select ${enquiryOf('old')}`)} end`,
  `create trigger ${table}_reached_update after update of ${columns} on ${table}
   begin ${refresh(`select ${enquiryOf('old')} union select ${enquiryOf('new')}`)} end`,
];

/* PostgreSQL: once per statement, over its transition tables (a bulk move is one refresh). */
const pgTriggers = ({ table, enquiryOf }: Watched) => {
  const of = (rows: string) => `select ${enquiryOf('t')} from ${rows} t`;
  return [
    `create function ${table}_reached() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${refresh(of('new_rows'))}
       elsif tg_op = 'DELETE' then ${refresh(of('old_rows'))}
       else ${refresh(`${of('old_rows')} union ${of('new_rows')}`)}
       end if;
       return null;
     end $$`,
    `create trigger ${table}_reached_insert after insert on ${table}
     referencing new table as new_rows for each statement execute function ${table}_reached()`,
    `create trigger ${table}_reached_update after update on ${table}
     referencing old table as old_rows new table as new_rows
     for each statement execute function ${table}_reached()`,
    `create trigger ${table}_reached_delete after delete on ${table}
     referencing old table as old_rows for each statement execute function ${table}_reached()`,
  ];
};

export async function createReachedTriggers(db: Db): Promise<void> {
  for (const w of WATCHED)
    for (const ddl of isPg(db) ? pgTriggers(w) : sqliteTriggers(w)) await sql.raw(ddl).execute(db);
}

export async function dropReachedTriggers(db: Db): Promise<void> {
  const pg = isPg(db);
  for (const { table } of WATCHED) {
    for (const t of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger ${table}_reached_${t}${pg ? ` on ${table}` : ''}`).execute(db);
    if (pg) await sql.raw(`drop function ${table}_reached()`).execute(db);
  }
}

/** Every enquiry's `reached` from its applications (backfill, and after bulk loads). */
export async function recomputeReached(db: Db): Promise<void> {
  await sql.raw(refresh('select enquiry from applications')).execute(db);
}

export async function up(db: Db): Promise<void> {
  await sql`alter table enquiries add column reached integer not null default 0`.execute(db);
  // A key holds a value of up to 100 characters after its dimension, day and owner.
  if (isPg(db))
    await sql`alter table enquiry_counts alter column key type text collate "C"`.execute(db);
  await recomputeReached(db);
  await createReachedTriggers(db);
  await createCountTriggers(db, FUNNEL);
  await recountEnquiries(db, FUNNEL);
}

export async function down(db: Db): Promise<void> {
  await dropCountTriggers(db, FUNNEL);
  await dropReachedTriggers(db);
  await sql`delete from enquiry_counts where dim = ${FUNNEL_DIM}`.execute(db);
  if (isPg(db))
    await sql`alter table enquiry_counts alter column key type varchar(120) collate "C"`.execute(
      db,
    );
  await sql`alter table enquiries drop column reached`.execute(db);
}
