import type { Kysely } from 'kysely';
import { MESSAGES } from '@studydesk/contract';
import { badRequest, conflict } from '../errors';

type Row = Record<string, unknown>;
type AnyDb = Kysely<Record<string, Row>>;

/** A column that refers to records of another table (one id or a list of ids). */
export type Ref = { table: string; message: string };

/**
 * The column a unique-index violation is about, on either dialect. Indexes are named
 * `<table>_<column>_unique` (migrations); SQLite names plain ones as `table.column`.
 */
export function uniqueColumn(err: unknown): string | undefined {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  let name: string | undefined;
  if (e.code === '23505' && typeof e.constraint === 'string') name = e.constraint;
  else if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string') name = e.message;
  if (!name) return undefined;
  // PostgreSQL names a column's own UNIQUE constraint `<table>_<column>_key`.
  const named = /_([A-Za-z0-9]+)_(?:unique'?|key)$/.exec(name);
  return (named ?? /\.([A-Za-z0-9]+)$/.exec(name))?.[1];
}

/** Runs a write; a unique violation on a declared column becomes a 409 naming the field. */
export async function guardUnique<T>(
  unique: Readonly<Record<string, string>> | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const column = uniqueColumn(err);
    const message = column === undefined ? undefined : unique?.[column];
    if (column && message) throw conflict(message, { [column]: message });
    throw err;
  }
}

/** Refuses (400, naming the field) ids that point at no record; the database keeps the link. */
export async function checkRefs(
  db: AnyDb,
  refs: Readonly<Record<string, Ref>> | undefined,
  data: Row,
): Promise<void> {
  for (const [column, ref] of Object.entries(refs ?? {})) {
    const value = data[column];
    if (value === undefined || value === null) continue;
    const ids = [...new Set(Array.isArray(value) ? value : [value])] as string[];
    if (ids.length === 0) continue;
    const found = await db
      .selectFrom(ref.table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== ids.length)
      throw badRequest(MESSAGES.validation, { [column]: ref.message });
  }
}
