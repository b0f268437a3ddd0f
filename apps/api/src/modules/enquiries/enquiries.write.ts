import { sql, type Kysely, type SqliteDatabase } from 'kysely';
import type { EventType } from '@studydesk/contract';
import { runPlannedEachTime } from '../../db/prepared';
import type { Database, SearchTermRow, StatusChangeRow } from '../../db/schema';
import type { ChangeRow } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { writeNewDocs } from '../../lib/search/docs';
import { beforeAppend, type EventBus } from '../events/event-bus';
import { roundRobinOnIn } from '../offices/office-settings.store';
import type { StatementPart } from './enquiries.insert-hooks';
import { firstRecent, formatEnqNo, nextValue } from './enquiries.numbering';
import { withSetCounts } from './enquiries.set-counts';

type Ex = Kysely<Database>;
/** An event whose JSON is `head` + its enquiry's number + `tail` (numbers come last). */
export type EventTemplate = { job: number; type: EventType; head: string; tail: string };
/** A batch of enquiries as rows, all but their numbers; `job` is an index into `rows`. */
export type Plan = {
  rows: Record<string, string | null>[];
  terms: SearchTermRow[];
  statuses: StatusChangeRow[];
  changes: ChangeRow[];
  events: EventTemplate[];
};

/** JSON.stringify(value) cut around `key`'s value, a string that needs no escaping. */
export function jsonAround(value: object, key: string): { head: string; tail: string } {
  const entries = Object.entries(value);
  const at = entries.findIndex(([k]) => k === key);
  const part = (es: [string, unknown][]) => JSON.stringify(Object.fromEntries(es)).slice(1, -1);
  const [before, after] = [part(entries.slice(0, at)), part(entries.slice(at + 1))];
  return {
    head: `{${before}${before ? ',' : ''}${JSON.stringify(key)}:"`,
    tail: `"${after ? ',' : ''}${after}}`,
  };
}

/** Inserts rows one by one with a statement prepared once per table and set of columns. */
function insertRows(sqlite: SqliteDatabase, table: string, rows: object[]) {
  for (const row of rows) {
    const cols = Object.keys(row);
    const marks = cols.map(() => '?').join(', ');
    const text = `insert into "${table}" (${cols.map((c) => `"${c}"`).join(', ')}) values (${marks})`;
    sqlite.prepare(text).run(Object.values(row));
  }
}

/**
 * A batch on SQLite, row by row on its one connection (inside the caller's transaction): a
 * statement there costs no round trip, and a prepared one run as it is costs least.
 */
export const writeEach =
  (bus: EventBus, sqlite: SqliteDatabase) =>
  async (trx: Ex, p: Plan): Promise<string[]> => {
    insertRows(sqlite, 'search_terms', p.terms);
    await writeNewDocs((text, ps) => sqlite.prepare(text).run(ps), p.terms);
    insertRows(sqlite, 'enquiry_status_changes', p.statuses);
    insertRows(sqlite, 'record_changes', p.changes);
    const first = await nextValue(trx, 'enquiry', p.rows.length);
    const numbers = p.rows.map((_, k) => formatEnqNo(first + k));
    withSetCounts(sqlite, p.rows.length, () =>
      insertRows(
        sqlite,
        'enquiries',
        p.rows.map((r, k) => ({ ...r, enqNo: numbers[k]! })),
      ),
    );
    const json = (e: EventTemplate) => ({ type: e.type, json: e.head + numbers[e.job]! + e.tail });
    await bus.appendJson(trx, p.events.map(json));
    return numbers;
  };

const ids = (cols: readonly string[]) => sql.join(cols.map((c) => sql.id(c)));
/** Rows as one text array per column, read back as a table by unnest(). */
const unnest = <R extends object>(cols: readonly (keyof R & string)[], rows: R[]) =>
  sql`unnest(${sql.join(cols.map((c) => sql`${rows.map((r) => r[c] ?? null)}::text[]`))})`;
const insert = <R extends object>(table: string, cols: readonly (keyof R & string)[], rows: R[]) =>
  sql`insert into ${sql.table(table)} (${ids(cols)}) select * from ${unnest(cols, rows)}`;

const TERMS = ['kind', 'term', 'recordId'] as const;
const STATUSES = ['id', 'enquiryId', 'from', 'to', 'by', 'at'] as const;
const CHANGES = [
  'id',
  'kind',
  'recordId',
  'enquiryId',
  'action',
  'by',
  'at',
  'field',
  'from',
  'to',
] as const;
const EVENTS = ['type', 'head', 'tail', 'job'] as const;

/** The stored enquiry an outer row `j` duplicates, if any (as `earliestRecent` finds it). */
const storedDuplicate = (ex: Ex) => sql`(
  select d.id from (
    (${firstRecent(ex, 'email', sql.ref('j.email'))}) union all
    (${firstRecent(ex, 'mobile', sql.ref('j.mobile'))})
  ) d order by d."createdAt" limit 1)`;

/**
 * A batch as one PostgreSQL statement: one round trip, and atomic without a transaction of its
 * own. The counter's row lock and the events' lock are taken inside it and held only until it
 * commits. Numbers are formatted as `formatEnqNo` does. With `onlyIfTurnsOff`, it writes
 * nothing (and answers no numbers) when round-robin is on in any of its offices; with `parts` (the insert hooks'), it
 * writes theirs too, and nothing at all unless each part's guard holds. Its rows CTE is `j`
 * (BATCH_ROWS).
 */
export async function writeOne(
  ex: Ex,
  p: Plan,
  onlyIfTurnsOff: boolean,
  parts: StatementPart[] = [],
): Promise<string[]> {
  const count = p.rows.length;
  const cols = Object.keys(p.rows[0]!);
  const offices = [...new Set(p.rows.map((r) => String(r.officeId)))];
  const turnsOff = onlyIfTurnsOff ? sql`not ${roundRobinOnIn(offices)}` : sql`true`;
  const guard = sql.join([turnsOff, ...parts.map((x) => x.guard)], sql` and `);
  const values = sql.join(
    cols.map((c) =>
      c === 'duplicateOf'
        ? // An import's rows are not looked up: the import checked its own duplicates.
          sql`coalesce(case when j."importId" is null then ${storedDuplicate(ex)} end, j."duplicateOf")`
        : sql.ref(`j.${c}`),
    ),
  );
  const query = sql<{ enqNo: string }>`
    with n as (
      insert into counters (name, value) select 'enquiry', ${count} where ${guard}
      on conflict (name) do update set value = counters.value + excluded.value
      returning value
    ), j as (
      select j.*, 'ENQ-' || lpad(x.no::text, greatest(6, length(x.no::text)), '0') as "enqNo"
      from n, ${unnest(cols, p.rows)} with ordinality as j(${ids(cols)}, ord),
        lateral (select n.value - ${count} + j.ord as no) x
    ), e as (
      insert into enquiries (${ids(cols)}, "enqNo") select ${values}, j."enqNo" from j
    ), t as (${insert('search_terms', TERMS, p.terms)} where ${guard}
    ), s as (${insert('enquiry_status_changes', STATUSES, p.statuses)} where ${guard}
    ), c as (${insert('record_changes', CHANGES, p.changes)} where ${guard}
    ), l as (${beforeAppend}
    ), ev as (
      insert into events (type, payload, "createdAt")
      select x.type, x.head || j."enqNo" || x.tail, ${now()}
      from ${unnest(EVENTS, p.events)} with ordinality as x(type, head, tail, job, o)
        join j on j.ord = x.job::bigint + 1
        cross join l
      order by x.o
    )${sql.join(
      parts.map((x) => x.ctes),
      sql``,
    )}
    select "enqNo" from j ${sql.join(
      parts.map((x) => x.joins),
      sql` `,
    )} order by ord`;
  const rows = await runPlannedEachTime(ex, query.compile(ex));
  return rows.map((r) => r.enqNo);
}
