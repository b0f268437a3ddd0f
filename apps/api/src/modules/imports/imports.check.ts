import {
  OWNER_ROLES,
  IMPORT_LIST_MAX,
  IMPORT_PREVIEW_ROWS,
  type ImportResource,
  type ImportRowError,
  type ImportKept,
  type ImportUnmatched,
} from '@studydesk/contract';
import { setImmediate as turn } from 'node:timers/promises';
import type { Db } from '../../db/database';
import { newRecordOffice } from '../offices/offices.store';
import { keysOf, matchesOf, storedMatches, type Match } from './imports.duplicates';
import type { SheetRow } from './imports.limits';
import { checkRow, type CheckedRow, type RowContext } from './imports.rows';
import { unmatchedOf } from './imports.suggest';
import { placeKey, type Lookups } from './imports.values';

/** What the check found, kept with the import (lists capped, totals exact). */
export type Summary = {
  valid: number;
  errors: ImportRowError[];
  errorCount: number;
  duplicates: { row: number; matches: Match[] }[];
  duplicateCount: number;
  preview: Record<string, string>[];
  /** Absent from checks stored before they were kept. */
  previewProblems?: Record<string, string>[];
  unmatched?: ImportUnmatched[];
  /** Set by an undo. */
  kept?: ImportKept;
};

/** Countries by name, code and ISO code; places by country and name; users (small tables). */
export async function loadLookups(db: Db): Promise<Lookups> {
  const [countries, states, people, office] = await Promise.all([
    db.selectFrom('countries').select(['id', 'name', 'code', 'isoCode']).execute(),
    db.selectFrom('states').select(['id', 'name', 'country']).execute(),
    db
      .selectFrom('users')
      .select(['id', 'fname', 'lname', 'email', 'userType'])
      .where('status', '=', 'active')
      .execute(),
    // the office the import's enquiries land in, as the maker's own writes choose it
    newRecordOffice(db, undefined, true),
  ]);
  const staff = await db
    .selectFrom('user_offices')
    .select('userId')
    .where('officeId', '=', office)
    .execute();
  const inOffice = new Set(staff.map((r) => r.userId));
  const users = new Map<string, string>();
  const userNames = new Map<string, string>();
  const owners = new Set<string>();
  for (const u of people) {
    const name = `${u.fname} ${u.lname}`.trim();
    for (const n of [u.email, name]) users.set(n.trim().toLowerCase(), u.id);
    userNames.set(u.id, name || u.email);
    if ((OWNER_ROLES as readonly string[]).includes(u.userType) && inOffice.has(u.id))
      owners.add(u.id);
  }
  const byName = new Map<string, string>();
  for (const c of countries)
    for (const n of [c.isoCode, c.code, c.name]) if (n) byName.set(n.toLowerCase(), c.id);
  const places = new Map<string, string>();
  for (const s of states) if (s.country) places.set(placeKey(s.country, s.name), s.id);
  return { countries: byName, places, users, userNames, owners };
}

export type Classified = CheckedRow & { keys: string[]; matches: Match[] };

/**
 * Each valid row's duplicates: stored records with the same keys, else an earlier valid row of
 * `rows` (named `row:<n>`), as the run will find it once that row is written.
 */
export async function classify(db: Db, resource: ImportResource, checked: CheckedRow[]) {
  const keyed = checked.map((r) => ({ ...r, keys: r.data ? keysOf(resource, r.data) : [] }));
  const stored = await storedMatches(
    db,
    resource,
    keyed.flatMap((r) => r.keys),
  );
  const firstRow = new Map<string, number>();
  return keyed.map((r): Classified => {
    let matches = matchesOf(stored, r.keys);
    if (matches.length === 0) {
      const earlier = r.keys.map((k) => firstRow.get(k)).find((n) => n !== undefined);
      if (earlier !== undefined)
        matches = [{ id: `row:${earlier}`, label: `Row ${earlier} of this file` }];
    }
    for (const k of r.keys) if (!firstRow.has(k)) firstRow.set(k, r.n);
    return { ...r, matches };
  });
}

/** Checks every row: errors, duplicates and the preview, as the summary keeps them. */
export async function checkAll(
  db: Db,
  ctx: Omit<RowContext, 'lookups'>,
  rows: SheetRow[],
): Promise<Summary> {
  const lookups = await loadLookups(db);
  const checked: CheckedRow[] = [];
  // A thousand rows at a time, letting other requests in between (SQLite answers synchronously).
  for (let k = 0; k < rows.length; k += 1000) {
    for (const row of rows.slice(k, k + 1000)) checked.push(checkRow({ ...ctx, lookups }, row));
    await turn();
  }
  const classified = await classify(db, ctx.resource, checked);
  const errors = checked.flatMap((r) => r.errors);
  const duplicates = classified
    .filter((r) => r.data && r.matches.length > 0)
    .map((r) => ({ row: r.n, matches: r.matches }));
  return {
    valid: checked.filter((r) => r.data).length,
    errors: errors.slice(0, IMPORT_LIST_MAX),
    errorCount: errors.length,
    duplicates: duplicates.slice(0, IMPORT_LIST_MAX),
    duplicateCount: duplicates.length,
    preview: checked.slice(0, IMPORT_PREVIEW_ROWS).map((r) => r.shown),
    previewProblems: checked.slice(0, IMPORT_PREVIEW_ROWS).map((r) => r.problems),
    unmatched: unmatchedOf(ctx, rows),
  };
}
