import { setImmediate as turn } from 'node:timers/promises';
import { PostgresAdapter, sql } from 'kysely';
import type { ImportResource } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { visibleOffices } from '../../lib/scope/offices';
import { notDeleted } from '../enquiries/enquiries.numbering';
import { phoneKeys } from '../../lib/search/terms';

/** An existing record a row matches. */
export type Match = { id: string; label: string };
const LOOKUP = 500;

/**
 * What makes two rows the same record: for enquiries the existing matching of the same person
 * (enquiries.duplicates.ts: the same e-mail, or the same phone digits); for colleges the name,
 * for courses the title (case aside).
 */
export function keysOf(resource: ImportResource, data: Record<string, unknown>): string[] {
  const text = (k: string) => (typeof data[k] === 'string' ? data[k] : '');
  if (resource === 'colleges') return [`name\n${text('name').toLowerCase()}`];
  if (resource === 'courses') return [`title\n${text('title').toLowerCase()}`];
  const digits = phoneKeys(text('mobile') || null).mobileDigits;
  return [
    ...(text('email') ? [`email\n${text('email')}`] : []),
    ...(digits ? [`mobileDigits\n${digits}`] : []),
  ];
}

const chunks = <T>(xs: T[], n = LOOKUP) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, k) => xs.slice(k * n, k * n + n));

type Found = { id: string; label: string; key: string };

/**
 * Live enquiries with these e-mails or phone digits, in the offices the importer works in:
 * another office's student is neither named in the check nor filled. Found by the column's own
 * index, whatever the statistics: asked for `deletedAt is null`, the office or an order by age,
 * SQLite without statistics walked an index of those over every live enquiry for each batch (a
 * cost that grew with the table: an import into a large one slowed batch after batch). So the
 * office and the order are applied here, to the few rows found.
 */
export const enquiryLookup = (db: Db, col: 'email' | 'mobileDigits', values: string[]) =>
  db
    .selectFrom('enquiries')
    .select(['id', 'enqNo', 'fName', 'lName', 'email', 'mobileDigits', 'createdAt', 'officeId'])
    .where(col, 'in', values)
    .where(notDeleted);

async function enquiriesBy(db: Db, col: 'email' | 'mobileDigits', values: string[]) {
  const offices = visibleOffices();
  const rows = await enquiryLookup(db, col, values).execute();
  return rows
    .filter((r) => offices === null || offices.includes(r.officeId))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((r): Found => ({
      id: r.id,
      label: `${r.enqNo} ${r.fName} ${r.lName}`.trim(),
      key: `${col}\n${col === 'email' ? r.email : r.mobileDigits}`,
    }));
}

async function catalogueBy(db: Db, resource: 'colleges' | 'courses', values: string[]) {
  const col = resource === 'colleges' ? 'name' : 'title';
  const rows = await db
    .selectFrom(resource === 'colleges' ? 'colleges' : 'courses')
    .select(['id', sql<string>`${sql.ref(col)}`.as('label')])
    .where(sql`lower(${sql.ref(col)})`, 'in', values)
    .orderBy('createdAt')
    .execute();
  return rows.map((r): Found => ({ ...r, key: `${col}\n${r.label.toLowerCase()}` }));
}

/**
 * PostgreSQL plans each lookup for its own values on the table as it now is: a plan kept from
 * a run's first batches (a small table, scanned whole) scanned the whole table again for every
 * later batch, as the import made it larger (a 100,000-row run slowed down batch after batch).
 */
const plannedNow = <T>(db: Db, run: (ex: Db) => Promise<T>): Promise<T> =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? db.transaction().execute(async (trx) => {
        await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
        return run(trx);
      })
    : run(db);

/** For each key, the stored records it matches (oldest first), looked up in batches. */
export const storedMatches = (db: Db, resource: ImportResource, keys: Iterable<string>) =>
  plannedNow(db, (ex) => lookUp(ex, resource, keys));

async function lookUp(db: Db, resource: ImportResource, keys: Iterable<string>) {
  const byCol = new Map<string, string[]>();
  for (const key of new Set(keys)) {
    const [col, value] = key.split('\n') as [string, string];
    const values = byCol.get(col);
    if (values) values.push(value);
    else byCol.set(col, [value]);
  }
  const found = new Map<string, Match[]>();
  for (const [col, values] of byCol)
    for (const part of chunks(values)) {
      const rows =
        resource === 'enquiries'
          ? await enquiriesBy(db, col as 'email' | 'mobileDigits', part)
          : await catalogueBy(db, resource, part);
      await turn(); // other requests get a turn between lookups (SQLite answers synchronously)
      for (const r of rows) {
        const list = found.get(r.key);
        if (list) list.push(r);
        else found.set(r.key, [r]);
      }
    }
  return found;
}

/** The matches of one row's keys, each record once, at most `max`. */
export function matchesOf(found: Map<string, Match[]>, keys: string[], max = 3): Match[] {
  const seen = new Map<string, Match>();
  for (const k of keys)
    for (const m of found.get(k) ?? []) seen.set(m.id, { id: m.id, label: m.label });
  return [...seen.values()].slice(0, max);
}
