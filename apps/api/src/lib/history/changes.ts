import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, now } from '../ids';

/*
 * Field-level history, written once for every kind of record (DECISIONS.md, "History"): each
 * write calls these inside its own transaction, so a change and its record commit together.
 */
export type ChangeKind = 'enquiry' | 'followUp' | 'contact' | 'application' | 'session';
export type ChangeAction = 'create' | 'update' | 'delete' | 'restore' | 'merge' | 'transfer';
/** The record changed, and the enquiry whose timeline shows it (null: none yet). */
export type ChangeTarget = { kind: ChangeKind; recordId: string; enquiryId: string | null };
type Trx = Transaction<Database> | Kysely<Database>;
type Values = Record<string, unknown>;

/** A stored value as history shows it: blank and null are the same ("nothing"). */
export function asText(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** The fields of `next` (undefined = not given) whose value differs from `cur`'s. */
export function changedFields(cur: Values, next: Values): Values {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([field, to]) => to !== undefined && asText(cur[field]) !== asText(to),
    ),
  );
}

const rowOf = (t: ChangeTarget, action: ChangeAction, by: string | null, at: string) => ({
  id: newId(),
  kind: t.kind,
  recordId: t.recordId,
  enquiryId: t.enquiryId,
  action,
  by,
  at,
});

/** A row of `record_changes` as `recordChanges` writes it. */
export type ChangeRow = ReturnType<typeof rowOf> & {
  field: string | null;
  from: string | null;
  to: string | null;
};

/** The rows recording each field `next` changes on `cur`, and those changes. */
export function updateRows(
  target: ChangeTarget,
  cur: Values,
  next: Values,
  by: string | null,
  at = now(),
): { rows: ChangeRow[]; changes: Values } {
  const changes = changedFields(cur, next);
  const rows = Object.entries(changes).map(([field, to]) => ({
    ...rowOf(target, 'update', by, at),
    field,
    from: asText(cur[field]),
    to: asText(to),
  }));
  return { rows, changes };
}

/** A whole-record action as a row; `about` says what it was about (a merge's numbers). */
export const actionRow = (
  target: ChangeTarget,
  action: Exclude<ChangeAction, 'update'>,
  by: string | null,
  about: { from?: string | null; to?: string | null } = {},
  at = now(),
): ChangeRow => ({
  ...rowOf(target, action, by, at),
  field: null,
  from: about.from ?? null,
  to: about.to ?? null,
});

/** Writes change rows, however many, with one statement. */
export async function recordChanges(trx: Trx, rows: ChangeRow[]) {
  if (rows.length > 0) await trx.insertInto('record_changes').values(rows).execute();
}

/**
 * Records each field `next` changes on `cur` (one row per field; nothing when nothing
 * changes) and returns the changed fields, for the caller to write.
 */
export async function recordUpdate(
  trx: Trx,
  target: ChangeTarget,
  cur: Values,
  next: Values,
  by: string | null,
): Promise<Values> {
  const { rows, changes } = updateRows(target, cur, next, by);
  await recordChanges(trx, rows);
  return changes;
}

/** Records a whole-record action; `from`/`to` say what it was about (a merge's numbers). */
export async function recordAction(
  trx: Trx,
  target: ChangeTarget,
  action: Exclude<ChangeAction, 'update'>,
  by: string | null,
  about: { from?: string | null; to?: string | null } = {},
) {
  await recordChanges(trx, [actionRow(target, action, by, about)]);
}
