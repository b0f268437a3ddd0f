import { sql, type RawBuilder } from 'kysely';
import { currencyDigits, fromMinor, MONTHS, type CommissionSummary } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { FINE } from './commission';
import type { CommissionFilter } from './commission.groups';
import { keptRollup, keptSums, type SummedSource } from './commission.sums';

export type { CommissionFilter };

/*
 * GET /applications/commission: expected / claimable / invoiced / received by intake, college
 * and currency, summed by the database in one statement from the kept sums of the reckoned
 * commission (migration 066: each application's expected amount reckoned when it is written,
 * summed per office, owner, intake, college, stage, currency and status), or, unless one
 * owner's are asked for, from their rollup per office, intake, college, currency and status
 * (migration 070), so 300,000 applications send back a few hundred kept rows, none reckoned on
 * the read. Sums are in whole
 * minor units of their currency (exact), per currency, never across currencies; the totals add
 * the rows up, and each figure becomes an amount once, at the end.
 */
type Sums = CommissionSummary['totals'][number];
type Row = CommissionSummary['rows'][number];
const status = sql.ref('x.status');
const expected = sql.ref('x.expectedMinor');
const unpricedOf = sql`${sql.ref('x.n')} - ${sql.ref('x.priced')}`;
/** Counted while it can still earn (not closed), or once invoiced or received. */
const open = sql`${status} is not null`;
const sumWhen = (when: RawBuilder<unknown>, what: RawBuilder<unknown>) =>
  sql<number | string>`sum(case when ${when} then ${what} else 0 end)`;

/** The rollup, unless the filter asks for one owner's: only the kept sums hold the owner. */
const keptFor = (f: CommissionFilter): SummedSource =>
  f.owner === undefined ? keptRollup : keptSums;

export async function summarise(
  db: Db,
  f: CommissionFilter,
  source: SummedSource = keptFor(f),
): Promise<CommissionSummary> {
  const groups = await db
    .selectFrom(source(db, f).as('x'))
    .select(['x.intake', 'x.intakeMonth', 'x.intakeYear', 'x.college', 'x.collegeName'])
    .select('x.currency')
    .select((eb) => [
      sumWhen(open, expected).as('expected'),
      sumWhen(sql`${status} = 'claimable'`, expected).as('claimable'),
      eb.fn.sum<number | string>('x.invoicedFine').as('invoiced'),
      eb.fn.sum<number | string>('x.receivedFine').as('received'),
      eb.fn.sum<number | string>('x.n').as('applications'),
      sumWhen(open, unpricedOf).as('unpriced'),
    ])
    .groupBy(['x.intake', 'x.intakeMonth', 'x.intakeYear', 'x.college', 'x.collegeName'])
    .groupBy('x.currency')
    .having(sql`sum(${sql.ref('x.n')})`, '<>', 0)
    .execute();
  const totals = new Map<string, Sums>();
  const rows: Row[] = groups.map((g) => {
    const unit = FINE / 10 ** currencyDigits(g.currency ?? '');
    const own = {
      expected: Number(g.expected ?? 0),
      claimable: Number(g.claimable ?? 0),
      invoiced: Math.round(Number(g.invoiced ?? 0) / unit),
      received: Math.round(Number(g.received ?? 0) / unit),
    };
    const t = totals.get(String(g.currency)) ?? { currency: g.currency, ...zero };
    totals.set(String(g.currency), t);
    for (const k of KEYS) t[k] += own[k];
    return {
      intake: g.intake,
      intakeMonth: g.intakeMonth ?? null,
      intakeYear: g.intakeYear === null ? null : Number(g.intakeYear),
      college: g.college,
      collegeName: g.collegeName ?? null,
      currency: g.currency,
      ...inUnits(own, g.currency),
      applications: Number(g.applications),
      unpriced: Number(g.unpriced),
    };
  });
  const month = (m: string | null) => (MONTHS as readonly (string | null)[]).indexOf(m);
  const order = (a: { currency: string | null }, b: { currency: string | null }) =>
    String(a.currency).localeCompare(String(b.currency));
  return {
    rows: rows.sort(
      (a, b) =>
        (a.intakeYear ?? 9999) - (b.intakeYear ?? 9999) ||
        month(a.intakeMonth) - month(b.intakeMonth) ||
        String(a.collegeName).localeCompare(String(b.collegeName)) ||
        order(a, b) ||
        // Two intakes of one month (a college's and another's taken by mistake): by id, so
        // the order is the same whichever way the database handed the groups back.
        String(a.intake).localeCompare(String(b.intake)) ||
        String(a.college).localeCompare(String(b.college)),
    ),
    totals: [...totals.values()].map((t) => ({ ...t, ...inUnits(t, t.currency) })).sort(order),
  };
}

const KEYS = ['expected', 'claimable', 'invoiced', 'received'] as const;
const zero = { expected: 0, claimable: 0, invoiced: 0, received: 0 };
/** Whole minor units back to amounts in the currency (none: hundredths, as most have). */
const inUnits = (c: Record<(typeof KEYS)[number], number>, currency: string | null) =>
  Object.fromEntries(KEYS.map((k) => [k, fromMinor(c[k], currency ?? '')])) as Record<
    (typeof KEYS)[number],
    number
  >;
