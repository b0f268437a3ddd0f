import { sql, type RawBuilder } from 'kysely';
import { currencyDigits, fromMinor, MONTHS, type CommissionSummary } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { FINE, reckoned } from './commission';
import { keptAlike, type AlikeSource, type CommissionFilter } from './commission.groups';

export type { CommissionFilter };

/*
 * GET /applications/commission: expected / claimable / invoiced / received by
 * intake, college and currency, summed by the database in one statement, so 300,000
 * applications send back one row a group, not one an application. Like applications (same
 * intake, college, stage, currency, tuition, invoiced or not, received or not) are read
 * counted together already (migration 039 keeps them by office and owner too); each such group then meets its stage,
 * college and rule (commission.ts's `reckoned`, exact per application: all it reads is alike
 * in the group) and the groups are summed by intake, college and currency. Sums are in whole
 * minor units of their currency (exact), per currency, never across currencies; the totals add
 * the rows up, and each figure becomes an amount once, at the end.
 */
type Sums = CommissionSummary['totals'][number];
type Row = CommissionSummary['rows'][number];
/** Each group of like applications with its stage, currency, expected minor units and status. */
export function reckonedGroups(db: Db, f: CommissionFilter, alike: AlikeSource) {
  const g = reckoned({
    currency: sql.ref('g.currency'),
    tuition: sql.ref('g.tuition'),
    received: sql.ref('g.received'),
    invoiced: sql.ref('g.invoiced'),
  });
  let qb = db
    .selectFrom(alike(db, f).as('g'))
    .innerJoin('application_stages as s', 's.key', 'g.stage')
    .leftJoin('colleges as c', 'c.id', 'g.college')
    .leftJoin('countries as co', 'co.id', 'c.country')
    .leftJoin('college_commissions as r', 'r.college', 'g.college')
    .leftJoin('intakes as i', 'i.id', 'g.intake');
  if (f.intakeMonth) qb = qb.where('i.intakeMonth', '=', f.intakeMonth);
  if (f.intakeYear) qb = qb.where('i.intakeYear', '=', f.intakeYear);
  return qb
    .select(['g.intake', 'i.intakeMonth', 'i.intakeYear', 'g.college', 'c.name as collegeName'])
    .select(['g.n', 'g.invoicedFine', 'g.receivedFine', 'g.stage', 's.phase'])
    .select([
      g.currency.as('currency'),
      g.expectedMinor.as('expectedMinor'),
      g.status.as('status'),
    ]);
}

const status = sql.ref('x.status');
const expected = sql<number>`${sql.ref('x.n')} * coalesce(${sql.ref('x.expectedMinor')}, 0)`;
/** Counted while it can still earn (not closed), or once invoiced or received. */
const open = sql`${status} is not null`;
const sumWhen = (when: RawBuilder<unknown>, what: RawBuilder<unknown>) =>
  sql<number | string>`sum(case when ${when} then ${what} else 0 end)`;

export async function summarise(
  db: Db,
  f: CommissionFilter,
  alike: AlikeSource = keptAlike,
): Promise<CommissionSummary> {
  const groups = await db
    .selectFrom(reckonedGroups(db, f, alike).as('x'))
    .select(['x.intake', 'x.intakeMonth', 'x.intakeYear', 'x.college', 'x.collegeName'])
    .select('x.currency')
    .select((eb) => [
      sumWhen(open, expected).as('expected'),
      sumWhen(sql`${status} = 'claimable'`, expected).as('claimable'),
      eb.fn.sum<number | string>('x.invoicedFine').as('invoiced'),
      eb.fn.sum<number | string>('x.receivedFine').as('received'),
      eb.fn.sum<number | string>('x.n').as('applications'),
      sumWhen(sql`${open} and ${sql.ref('x.expectedMinor')} is null`, sql.ref('x.n')).as(
        'unpriced',
      ),
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
