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

/**
 * Rows of another table that name a record in `column`: while any (live ones, with
 * `softDeleted`) do, the record's hard delete is refused (409), and so is deleting every record
 * while any names one. Their link stays whole: no row is left naming nothing.
 */
export type KeptBy = {
  table: string;
  column: string;
  /** Rows with `deletedAt` set do not keep the record (their restore checks it instead). */
  softDeleted?: boolean;
  /**
   * The record's soft delete is refused too (checked in its transaction, after the write):
   * the rows would stand beside a record in the trash (a student's applications).
   */
  trash?: boolean;
  /** What the refusal says: `n` rows name it (`all`: name any record of the table). */
  message: (n: number, all: boolean) => string;
};

/** Refuses (409) removing record `id` (or, without it, every record) while rows name it. */
export async function assertNotKept(
  db: AnyDb,
  kept: readonly KeptBy[] | undefined,
  id?: string,
): Promise<void> {
  for (const k of kept ?? []) {
    let qb = db
      .selectFrom(k.table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(k.column, id === undefined ? 'is not' : '=', id ?? null);
    if (k.softDeleted) qb = qb.where('deletedAt', 'is', null);
    const n = Number((await qb.executeTakeFirstOrThrow()).n);
    if (n > 0) throw conflict(k.message(n, id === undefined));
  }
}
