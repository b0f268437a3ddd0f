import type { ImportResource } from '@studydesk/contract';
import { optionsOf, type FieldDef } from './imports.fields';

/**
 * Names → ids, read once per check or batch: countries, places by country, and active users by
 * e-mail or "first last" (lower case); and each of those users' name by id, for the preview.
 */
export type Lookups = {
  countries: Map<string, string>;
  places: Map<string, string>;
  users: Map<string, string>;
  userNames: Map<string, string>;
  /** Who may own the import's enquiries: counsellors, managers and admins of its office. */
  owners: Set<string>;
};
export const placeKey = (country: string, name: string) => `${country}\n${name.toLowerCase()}`;

/** A cell that could not become a value: the message names the field. */
export class CellProblem extends Error {}

const canonical = (options: readonly string[] | undefined, v: string) =>
  options?.find((o) => o.toLowerCase() === v.toLowerCase()) ?? v;

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);
const DAY = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A spreadsheet's day number (a date cell formatted as a number, or saved so in a CSV): days
 * since 30-12-1899, as Excel and LibreOffice count them. Only whole numbers from 1950 to 2099
 * (18264–73050) are taken for days; anything else is not a date.
 */
const SERIAL = /^\d{5}$/;
const SERIAL_RANGE = [18_264, 73_050] as const;
const EPOCH = Date.UTC(1899, 11, 30);

function serialDay(v: string): [number, number, number] | null {
  const n = SERIAL.test(v) ? Number(v) : NaN;
  if (!(n >= SERIAL_RANGE[0] && n <= SERIAL_RANGE[1])) return null;
  const t = new Date(EPOCH + n * 86_400_000);
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
}

/**
 * A day as people write it (DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY), ISO, or a spreadsheet's day
 * number: ISO UTC midnight.
 */
export function parseDay(v: string): string | null {
  const dmy = DAY.exec(v);
  const iso = ISO_DAY.exec(v);
  const [y, m, d] = dmy
    ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : (serialDay(v) ?? [0, 0, 0]);
  const t = new Date(Date.UTC(y, m - 1, d));
  if (!y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  if (t.getTime() > Date.now()) return null;
  return t.toISOString();
}

/** One cell's value for its field, or a CellProblem saying what is wrong with it. */
export function cellValue(
  resource: ImportResource,
  def: FieldDef,
  v: string,
  lookups: Lookups,
  country: string | undefined,
): unknown {
  const options = optionsOf(resource, def.key);
  switch (def.kind) {
    case 'list':
      return v
        .split(/[;,|\n]/)
        .map((x) => canonical(options, x.trim()))
        .filter((x) => x !== '');
    case 'flag':
      if (YES.has(v.toLowerCase())) return true;
      if (NO.has(v.toLowerCase())) return false;
      throw new CellProblem(`${def.label} must be yes or no`);
    case 'date': {
      const day = parseDay(v);
      if (!day)
        throw new CellProblem(`${def.label} is not a date: use DD-MM-YYYY, not in the future`);
      return day;
    }
    case 'country': {
      const id = lookups.countries.get(v.toLowerCase());
      if (!id) throw new CellProblem(`Unknown country "${v}": add it to Countries first`);
      return id;
    }
    case 'place': {
      const id = country ? lookups.places.get(placeKey(country, v)) : undefined;
      if (!id)
        throw new CellProblem(`Unknown place "${v}" in that country: add it to Places first`);
      return id;
    }
    case 'owner': {
      const id = lookups.users.get(v.toLowerCase().replace(/\s+/g, ' '));
      if (!id) throw new CellProblem(`No active user is called "${v}": give a name or e-mail`);
      if (!lookups.owners.has(id))
        throw new CellProblem(
          `"${v}" cannot own enquiries of this office: choose someone who works in it`,
        );
      return id;
    }
    default:
      return canonical(options, v);
  }
}

/**
 * A cell's value as the preview shows it: a country or place as the file wrote it, an owner by
 * name (the file may give an e-mail; the stored value is an id), anything else as stored.
 */
export function viewOf(def: FieldDef, v: string, value: unknown, lookups: Lookups): string {
  if (def.kind === 'country' || def.kind === 'place') return v;
  if (def.kind === 'owner') return lookups.userNames.get(value as string) ?? v;
  return shown(value);
}

/** A stored value as the preview shows it. */
export function shown(v: unknown): string {
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}
