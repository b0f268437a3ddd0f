import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, now } from '../ids';

/*
 * Field-level history, written once for every kind of record (DECISIONS.md, "History"): each
 * write calls these inside its own transaction, so a change and its record commit together.
 */
export type ChangeKind = 'enquiry' | 'followUp' | 'contact';
export type ChangeAction = 'create' | 'update' | 'delete' | 'restore' | 'merge';
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
  const changes = changedFields(cur, next);
  const at = now();
  const rows = Object.entries(changes).map(([field, to]) => ({
    ...rowOf(target, 'update', by, at),
    field,
    from: asText(cur[field]),
    to: asText(to),
  }));
  if (rows.length > 0) await trx.insertInto('record_changes').values(rows).execute();
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
  await trx
    .insertInto('record_changes')
    .values({
      ...rowOf(target, action, by, now()),
      field: null,
      from: about.from ?? null,
      to: about.to ?? null,
    })
    .execute();
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
