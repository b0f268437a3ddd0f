import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';

export type Trx = Transaction<Database>;
/** A row to insert: its number, its checked values, and the record it is to be linked to. */
export type ToInsert = { n: number; data: Record<string, unknown>; duplicateOf?: string };
/** What the run writes for one resource, inside the batch's transaction. */
export type Writer = {
  insert: (trx: Trx, rows: ToInsert[]) => Promise<void>;
  /** Fills the record's empty fields from `data`; answers whether any was empty. */
  fill: (trx: Trx, recordId: string, data: Record<string, unknown>) => Promise<boolean>;
};

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || v === '[]';

/** The fields of `values` (as stored) that are empty on `current`: before and after. */
export function emptyFilled(current: Record<string, unknown>, values: Record<string, unknown>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values))
    if (k in current && isEmpty(current[k]) && !isEmpty(v)) {
      before[k] = current[k] ?? null;
      after[k] = v;
    }
  return { before, after };
}

/** Keeps what a fill changed on a record (before and after), so undoing the import can put it back. */
export async function recordFill(
  trx: Trx,
  importId: string,
  recordId: string,
  fill: ReturnType<typeof emptyFilled>,
) {
  await trx
    .insertInto('import_updates')
    .values({
      id: newId(),
      importId,
      recordId,
      before: JSON.stringify(fill.before),
      after: JSON.stringify(fill.after),
    })
    .execute();
}
