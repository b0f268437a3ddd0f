import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database';
import { ROLLUP_KEY_COLUMNS, rollupRowsOf } from '../db/migrations/commission-rollup-sql';
import { VALUES } from '../db/migrations/commission-sums-sql';
import type { AlikeSource } from '../modules/applications/commission.groups';
import { filled, invoicedFine, receivedFine } from '../modules/applications/commission';
import { scopeViaEnquiry } from '../lib/scope/offices';

/*
 * The summary's groups counted again from the applications table, as the summary counted them
 * before it read kept groups (migration 039): what the kept groups must always equal.
 */
export const recountAlike: AlikeSource = (db, f) => {
  let qb = db.selectFrom('applications as a').where('a.deletedAt', 'is', null);
  qb = scopeViaEnquiry(qb, 'a.enquiry');
  if (f.owner !== undefined) qb = qb.where('a.assignedTo', '=', f.owner);
  if (f.college) qb = qb.where('a.college', '=', f.college);
  const like = ['a.intake', 'a.college', 'a.stage', 'a.currency', 'a.tuition'] as const;
  const received = filled('a.commissionReceivedDate');
  const invoiced = filled('a.commissionInvoicedDate');
  return qb
    .select(like)
    .select((eb) => [
      received.as('received'),
      invoiced.as('invoiced'),
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>(invoicedFine).as('invoicedFine'),
      eb.fn.sum<number | string>(receivedFine).as('receivedFine'),
    ])
    .groupBy([...like, received, invoiced])
    .having(sql`count(*)`, '>', 0);
};

/**
 * The rollup of the kept sums (migration 070) as its table holds it and as counted afresh from
 * `commission_sums`, each summed per key (PostgreSQL keeps deltas) without the keys that sum to
 * nothing: the two must always be equal.
 */
export async function rollupBothWays(db: Db) {
  const raw = db as unknown as Kysely<unknown>;
  const key = ROLLUP_KEY_COLUMNS.map((c) => `"${c}"`).join(', ');
  const summed = (rows: string) =>
    sql.raw(`select ${key}, ${VALUES.map((v) => `cast(sum("${v}") as text) as "${v}"`).join(', ')}
      from (${rows}) d group by ${key}
      having ${VALUES.map((v) => `sum("${v}") <> 0`).join(' or ')} order by ${key}`);
  const [kept, afresh] = await Promise.all([
    summed('select * from commission_rollup').execute(db),
    summed(rollupRowsOf(raw, 'k', '1', 'commission_sums k')).execute(db),
  ]);
  return { kept: kept.rows, afresh: afresh.rows };
}
