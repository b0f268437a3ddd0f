import type { Db } from '../../db/database';

/** What is numbered: invoices, receipts, claims to colleges, credit notes. */
export type NumberKind = 'INV' | 'RC' | 'CL' | 'CN';

/**
 * The next number of `kind` in `year` ("INV-2026-0001"), per agency, gapless and never reused.
 * Call it inside the transaction that stores the numbered record: the counter's row is bumped in
 * one upsert, which holds its lock (PostgreSQL) or the write lock (SQLite) until that
 * transaction ends, so parallel creations queue on it and take consecutive numbers, and a
 * creation that fails gives its number back with its rollback (a sequence would leave a gap).
 */
export async function nextNumber(trx: Db, kind: NumberKind, year: number): Promise<string> {
  const row = await trx
    .insertInto('number_sequences')
    .values({ kind, year, last: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'year'])
        .doUpdateSet((eb) => ({ last: eb(eb.ref('number_sequences.last'), '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${kind}-${year}-${String(row.last).padStart(4, '0')}`;
}
