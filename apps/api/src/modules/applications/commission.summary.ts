import { sql, type RawBuilder } from 'kysely';
import { MONTHS, type CommissionSummary } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { commissionBase } from './commission';

/*
 * GET /applications/commission (issue 22): expected / claimable / invoiced / received by
 * intake, college and currency, summed by the database in one grouped statement over the
 * applications `base` selects (its filters and the caller's scope), so 300,000 applications
 * send back one row a group, not one an application. Sums are in whole cents (exact), per
 * currency, never across currencies; the totals add the groups up per currency.
 */
type Sums = CommissionSummary['totals'][number];
type Row = CommissionSummary['rows'][number];

const status = sql.ref('x.status');
const expected = sql.ref('x.expectedCents');
/** Counted while it can still earn (not closed), or once invoiced or received. */
const open = sql`${status} is not null`;
const sumWhen = (when: RawBuilder<unknown>, cents: RawBuilder<unknown>) =>
  sql<number | string>`sum(case when ${when} then coalesce(${cents}, 0) else 0 end)`;
const countWhen = (when: RawBuilder<unknown>) =>
  sql<number | string>`sum(case when ${when} then 1 else 0 end)`;

export async function summarise(
  db: Db,
  base: ReturnType<typeof commissionBase>,
): Promise<CommissionSummary> {
  const groups = await db
    .selectFrom(base.as('x'))
    .select(['x.intake', 'x.intakeMonth', 'x.intakeYear', 'x.college', 'x.collegeName'])
    .select('x.currency')
    .select((eb) => [
      sumWhen(open, expected).as('expected'),
      sumWhen(sql`${status} = 'claimable'`, expected).as('claimable'),
      eb.fn.sum<number | string>('x.invoicedCents').as('invoiced'),
      eb.fn.sum<number | string>('x.receivedCents').as('received'),
      eb.fn.countAll<number | string>().as('applications'),
      countWhen(sql`${open} and ${expected} is null`).as('unpriced'),
    ])
    .groupBy(['x.intake', 'x.intakeMonth', 'x.intakeYear', 'x.college', 'x.collegeName'])
    .groupBy('x.currency')
    .execute();
  const cents = (v: unknown) => Number(v ?? 0);
  const totals = new Map<string, Sums>();
  const rows: Row[] = groups.map((g) => {
    const own = {
      expected: cents(g.expected),
      claimable: cents(g.claimable),
      invoiced: cents(g.invoiced),
      received: cents(g.received),
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
      ...inUnits(own),
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
        order(a, b),
    ),
    totals: [...totals.values()].map((t) => ({ ...t, ...inUnits(t) })).sort(order),
  };
}

const KEYS = ['expected', 'claimable', 'invoiced', 'received'] as const;
const zero = { expected: 0, claimable: 0, invoiced: 0, received: 0 };
const inUnits = (c: Record<(typeof KEYS)[number], number>) =>
  Object.fromEntries(KEYS.map((k) => [k, c[k] / 100])) as Record<(typeof KEYS)[number], number>;
