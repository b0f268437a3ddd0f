import type { Db } from '../../db/database';

/** What is numbered: invoices, receipts, claims to colleges, credit notes. */
export type NumberKind = 'INV' | 'RC' | 'CL' | 'CN';

const format = (kind: NumberKind, year: number, n: number) =>
  `${kind}-${year}-${String(n).padStart(4, '0')}`;

/** The numbers `nextNumber` would give next in `year`, read without taking them. */
export async function peekNumbers(db: Db, year: number) {
  const rows = await db
    .selectFrom('number_sequences')
    .select(['kind', 'last'])
    .where('year', '=', year)
    .execute();
  const next = (kind: NumberKind) =>
    format(kind, year, Number(rows.find((r) => r.kind === kind)?.last ?? 0) + 1);
  return { invoice: next('INV'), receipt: next('RC'), claim: next('CL'), creditNote: next('CN') };
}

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
  return format(kind, year, Number(row.last));
}
