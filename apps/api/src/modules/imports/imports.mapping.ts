import type { ImportMapping, ImportResource } from '@studydesk/contract';
import { badRequest } from '../../lib/errors';
import { FIELDS, normaliseHeader } from './imports.fields';
import { columnLetter, type SheetRow } from './imports.limits';

/** Column index → field key, or null: the form kept in the database and used by the run. */
export type Mapping = (string | null)[];

/**
 * The mapping guessed from the headers: a header matching a field's label or one of its aliases
 * (normalised), each field taken by the first column that names it; the rest ignored.
 */
export function autoMapping(resource: ImportResource, headers: string[]): Mapping {
  const byName = new Map<string, string>();
  for (const def of FIELDS[resource])
    for (const name of [def.key, def.label, ...def.aliases]) {
      const n = normaliseHeader(name);
      if (!byName.has(n)) byName.set(n, def.key);
    }
  const taken = new Set<string>();
  return headers.map((h) => {
    const key = byName.get(normaliseHeader(h));
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

/** A cell that reads as (part of) a person's name: letters, spaces, apostrophes, dots, hyphens. */
const NAME_LIKE = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;

/**
 * A name header over two columns: agencies' sheets merge "Student Name" across a first-name and
 * a last-name column, so the file names the first and leaves the second blank. When the column
 * after the full-name column has no header and both hold names in most rows (of the first 100),
 * they are mapped as first and last name (else the surnames would sit unmapped under "Column B"
 * and every student import with a first name only). Another column naming either keeps its own.
 */
export function nameOverTwoColumns(mapping: Mapping, headers: string[], rows: SheetRow[]) {
  const at = mapping.indexOf('fullName');
  const next = at + 1;
  if (at < 0 || mapping.includes('fName') || mapping.includes('lName')) return mapping;
  if (mapping[next] !== null || headers[next] !== `Column ${columnLetter(next)}`) return mapping;
  const sample = rows.slice(0, 100);
  const named = sample.filter(
    (r) => NAME_LIKE.test(r.cells[at] ?? '') && NAME_LIKE.test(r.cells[next] ?? ''),
  );
  if (named.length === 0 || named.length < 0.8 * sample.length) return mapping;
  return mapping.map((key, k) => (k === at ? 'fName' : k === next ? 'lName' : key));
}

/**
 * The header among a file's first rows: the one whose cells name the most fields (a title, a
 * date or blank lines above the header are passed over); the first row when none names one.
 */
export function headerRowOf(resource: ImportResource, firstRows: string[][]): number {
  let best = 0;
  let named = 0;
  firstRows.forEach((cells, k) => {
    const n = autoMapping(resource, cells).filter((key) => key !== null).length;
    if (n > named) [best, named] = [k, n];
  });
  return best;
}

/**
 * A mapping the user changed, applied to the current one: unknown columns or fields are 400,
 * and so are two columns mapped to one field (naming both).
 */
export function applyMapping(
  resource: ImportResource,
  headers: string[],
  current: Mapping,
  change: ImportMapping,
): Mapping {
  const keys = new Map(FIELDS[resource].map((d) => [d.key, d.label]));
  const next = [...current];
  for (const [col, key] of Object.entries(change)) {
    const index = Number(col);
    if (!(index < headers.length))
      throw badRequest(`The file has no column ${index + 1}`, { mapping: `No column ${col}` });
    if (key !== null && !keys.has(key))
      throw badRequest(`"${key}" is not a field of ${resource}`, {
        mapping: `Unknown field ${key}`,
      });
    next[index] = key;
  }
  const first = new Map<string, number>();
  next.forEach((key, index) => {
    if (key === null) return;
    const other = first.get(key);
    if (other !== undefined)
      throw badRequest(
        `Two columns cannot both fill ${keys.get(key)}: "${headers[other]}" and "${headers[index]}". Ignore one of them`,
        { mapping: `${keys.get(key)} is mapped twice` },
      );
    first.set(key, index);
  });
  return next;
}

/** The mapping as the contract gives it: { "0": "fName", "3": null, … }. */
export const mappingOut = (m: Mapping): ImportMapping =>
  Object.fromEntries(m.map((key, index) => [String(index), key]));
