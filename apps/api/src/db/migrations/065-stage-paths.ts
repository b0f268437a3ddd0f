import { sql, type Kysely } from 'kysely';
import { isPg } from './016-search-docs';

/*
 * The forecast's conversions kept (docs/DECISIONS.md, "The forecast and the commission summary
 * after a write"): per stage an application passed through (its history's `to`) and the stage
 * it stands in now, how many live applications. The phase of the stage it stands in (decided:
 * enrolled or closed) is joined when read, so a stage's phase changing in Settings moves no
 * kept row, and the forecast reads 13 × 13 rows, not every decided application's history after
 * each write. Triggers keep it in every writing transaction, on applications (stage, deletedAt,
 * id) and on their history. SQLite (one writer) upserts one row per pair; PostgreSQL appends
 * signed deltas (no row shared between writers: no lock wait, no deadlock) and a read folds
 * them now and then. Also: the received commissions' index, so the forecast's payment delays
 * read the few applications with a payment, not every history row.
 */
type Db = Kysely<unknown>;
const H = 'application_stage_changes';

/** (passed, stage, weight) for each distinct stage in the history of live applications `r`. */
const appRows = (r: string, weight: string, from: string) =>
  `select distinct ${r}.id, h."to" as passed, ${r}.stage, ${weight} as w
   from ${from} join ${H} h on h."applicationId" = ${r}.id where ${r}."deletedAt" is null`;
/** (passed, stage, weight) for history rows `x` whose pair `fresh` says is new (or gone). */
const historyRows = (x: string, weight: string, from: string, fresh: string) =>
  `select distinct ${x}."applicationId", ${x}."to" as passed, a.stage, ${weight} as w
   from ${from} join applications a on a.id = ${x}."applicationId" and a."deletedAt" is null
   where ${fresh}`;
/** A history row other than `also` holds the pair of `x` (`also`: an extra condition on h). */
const held = (x: string, also = '1 = 1') =>
  `exists (select 1 from ${H} h where h."applicationId" = ${x}."applicationId"
   and h."to" = ${x}."to" and ${also})`;

const summed = (rows: string) => `select passed, stage, sum(w) from (${rows}) d
  group by passed, stage having sum(w) <> 0`;
const INTO = 'insert into stage_paths (passed, stage, n)';
const upsert = (rows: string) => `${INTO} ${summed(rows)}
  on conflict (passed, stage) do update set n = stage_paths.n + excluded.n;`;
const append = (rows: string) => `${INTO} ${summed(rows)};`;

const sqliteTriggers = () => [
  `create trigger stage_paths_insert after insert on applications
   begin ${upsert(appRows('new', '1', '(select 1) one'))} end`,
  `create trigger stage_paths_delete after delete on applications
   begin ${upsert(appRows('old', '-1', '(select 1) one'))} end`,
  `create trigger stage_paths_update after update of id, stage, "deletedAt" on applications
   begin ${upsert(`${appRows('old', '-1', '(select 1) one')} union all ${appRows('new', '1', '(select 1) one')}`)} end`,
  `create trigger stage_paths_history_insert after insert on ${H}
   begin ${upsert(historyRows('new', '1', '(select 1) one', `not ${held('new', 'h.id <> new.id')}`))} end`,
  `create trigger stage_paths_history_delete after delete on ${H}
   begin ${upsert(historyRows('old', '-1', '(select 1) one', `not ${held('old')}`))} end`,
  // Only a changed pair: SQLite fires on the columns set, even to what they were.
  `create trigger stage_paths_history_update after update of "applicationId", "to" on ${H}
   when old."applicationId" is not new."applicationId" or old."to" is not new."to"
   begin ${upsert(
     `${historyRows('old', '-1', '(select 1) one', `not ${held('old')}`)} union all
      ${historyRows('new', '1', '(select 1) one', `not ${held('new', 'h.id <> new.id')}`)}`,
   )} end`,
];

const TRIGGERS = [
  ['stage_paths_insert', 'applications'],
  ['stage_paths_update', 'applications'],
  ['stage_paths_delete', 'applications'],
  ['stage_paths_history_insert', H],
  ['stage_paths_history_update', H],
  ['stage_paths_history_delete', H],
];

/* PostgreSQL: once per statement, over its transition tables (a bulk move is one append). */
const pgTriggers = () => {
  const minus = appRows('r', '-1', 'old_rows r');
  const plus = appRows('r', '1', 'new_rows r');
  const notNew = 'not exists (select 1 from new_rows m where m.id = h.id)';
  const added = historyRows('x', '1', 'new_rows x', `not ${held('x', notNew)}`);
  const removed = historyRows('x', '-1', 'old_rows x', `not ${held('x')}`);
  const wasHeld = `exists (select 1 from old_rows o where o."applicationId" = x."applicationId"
    and o."to" = x."to")`;
  const moved = historyRows('x', '1', 'new_rows x', `not ${held('x', notNew)} and not ${wasHeld}`);
  const on = ([name, table]: string[], op: string, fn: string, refs: string) =>
    `create trigger ${name} after ${op} on ${table} referencing ${refs}
     for each statement execute function ${fn}()`;
  const both = 'old table as old_rows new table as new_rows';
  return [
    `create function stage_paths_delta() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${append(plus)}
       elsif tg_op = 'DELETE' then ${append(minus)}
       else ${append(`${minus} union all ${plus}`)}
       end if;
       return null;
     end $$`,
    `create function stage_paths_history() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${append(added)}
       elsif tg_op = 'DELETE' then ${append(removed)}
       else ${append(`${removed} union all ${moved}`)}
       end if;
       return null;
     end $$`,
    on(TRIGGERS[0]!, 'INSERT', 'stage_paths_delta', 'new table as new_rows'),
    on(TRIGGERS[1]!, 'UPDATE', 'stage_paths_delta', both),
    on(TRIGGERS[2]!, 'DELETE', 'stage_paths_delta', 'old table as old_rows'),
    on(TRIGGERS[3]!, 'INSERT', 'stage_paths_history', 'new table as new_rows'),
    on(TRIGGERS[4]!, 'UPDATE', 'stage_paths_history', both),
    on(TRIGGERS[5]!, 'DELETE', 'stage_paths_history', 'old table as old_rows'),
  ];
};

/** The triggers that keep the paths (a bulk load may drop them, load, recount, recreate). */
export async function createStagePathTriggers(db: Db): Promise<void> {
  for (const ddl of isPg(db) ? pgTriggers() : sqliteTriggers()) await sql.raw(ddl).execute(db);
}

export async function dropStagePathTriggers(db: Db): Promise<void> {
  const pg = isPg(db);
  for (const [name, table] of TRIGGERS)
    await sql.raw(`drop trigger ${name}${pg ? ` on ${table}` : ''}`).execute(db);
  if (pg) {
    await sql.raw('drop function stage_paths_delta()').execute(db);
    await sql.raw('drop function stage_paths_history()').execute(db);
  }
}

/**
 * PostgreSQL: the deltas summed back into one row per pair. One statement deletes the rows it
 * sums and inserts their total, so a reader sees either the deltas or their sum, never both.
 */
export async function foldStagePaths(db: Db): Promise<void> {
  await sql
    .raw(
      `with gone as (delete from stage_paths returning *) ${append('select passed, stage, n as w from gone')}`,
    )
    .execute(db);
}

/** Every pair counted again from the applications (backfill, and after bulk loads). */
export async function recountStagePaths(db: Db): Promise<void> {
  await sql`delete from stage_paths`.execute(db);
  await sql.raw(append(appRows('r', '1', 'applications r'))).execute(db);
}

export async function up(db: Db): Promise<void> {
  const pg = isPg(db);
  const text = pg ? 'text collate "C"' : 'text';
  const columns = `passed ${text} not null, stage ${text} not null, n bigint not null`;
  // PostgreSQL keeps several delta rows per pair (no primary key); SQLite exactly one.
  await sql
    .raw(
      pg
        ? `create table stage_paths (${columns})`
        : `create table stage_paths (${columns}, primary key (passed, stage)) without rowid`,
    )
    .execute(db);
  await recountStagePaths(db);
  await createStagePathTriggers(db);
  await sql
    .raw(
      // deletedAt first: SQLite's planner takes a partial index for an equality on its first
      // column, and otherwise preferred walking every live application by deletedAt.
      `create index applications_commission_received on applications
       ("deletedAt", id, college, "commissionReceivedDate")
       where "deletedAt" is null and coalesce("commissionReceivedDate", '') <> ''`,
    )
    .execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index applications_commission_received`.execute(db);
  await dropStagePathTriggers(db);
  await sql`drop table stage_paths`.execute(db);
}
