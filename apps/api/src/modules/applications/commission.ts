import { sql, type RawBuilder } from 'kysely';
import type { ApplicationCommission, CommissionStatus } from '@studydesk/contract';
import type { Db } from '../../db/database';

/*
 * Commission (issue 22): what an application is expected to earn, from its college's rule and
 * its tuition, and where it stands. Reckoned here, in SQL, in one place, for one application
 * and for the summary (commission.summary.ts) alike:
 * - the currency: a percentage's is the application's, else the rule's, else the college's
 *   country's; a fixed amount's (or no rule's) the rule's, else the country's;
 * - the expected amount in cents: a fixed rule's value, or tuition × percentage / 100, each
 *   rounded to the cent as JavaScript's Math.round does (half up); none without a rule, or a
 *   percentage without tuition;
 * - the status: received, invoiced (by their dates), none once closed, claimable at Enrolled,
 *   else expected.
 */
const ref = (column: string) => sql.ref(column);
const toCents = (amount: RawBuilder<unknown>) => sql<number>`floor(${amount} * 100 + 0.5)`;
/** A date recorded (as JavaScript's truthiness read it: neither null nor ''). */
export const filled = (column: string) => sql<boolean>`coalesce(${ref(column)}, '') <> ''`;

/**
 * What the rule is applied to: an application, or a group of like ones (commission.summary.ts),
 * joined to its stage `s`, college's country `co` and college's rule `r`.
 */
export type Source = {
  currency: RawBuilder<unknown>;
  tuition: RawBuilder<unknown>;
  received: RawBuilder<unknown>;
  invoiced: RawBuilder<unknown>;
};
export const reckoned = (x: Source) => ({
  currency: sql<string | null>`case when ${ref('r.type')} = 'percent'
    then coalesce(${x.currency}, ${ref('r.currency')}, ${ref('co.currency')})
    else coalesce(${ref('r.currency')}, ${ref('co.currency')}) end`,
  expectedCents: sql<number | null>`case
    when ${ref('r.type')} = 'fixed' then ${toCents(sql`${ref('r.value')}`)}
    when ${ref('r.type')} = 'percent' and ${x.tuition} is not null
      then ${toCents(sql`${x.tuition} * ${ref('r.value')} / 100`)} end`,
  status: sql<CommissionStatus | null>`case when ${x.received} then 'received'
    when ${x.invoiced} then 'invoiced' when ${ref('s.phase')} = 'closed' then null
    when ${ref('s.phase')} = 'enrolled' then 'claimable' else 'expected' end`,
});
/** Amounts recorded by hand, in cents (as the running sums rounded them to the cent). */
export const invoicedCents = toCents(sql`coalesce(${ref('a.commissionInvoicedAmount')}, 0)`);
export const receivedCents = toCents(sql`coalesce(${ref('a.commissionReceivedAmount')}, 0)`);
const application = reckoned({
  currency: ref('a.currency'),
  tuition: ref('a.tuition'),
  received: filled('a.commissionReceivedDate'),
  invoiced: filled('a.commissionInvoicedDate'),
});

/** Live applications, each with its commission's currency, expected cents and status. */
export function commissionBase(db: Db) {
  return db
    .selectFrom('applications as a')
    .innerJoin('application_stages as s', 's.key', 'a.stage')
    .leftJoin('colleges as c', 'c.id', 'a.college')
    .leftJoin('countries as co', 'co.id', 'c.country')
    .leftJoin('college_commissions as r', 'r.college', 'a.college')
    .leftJoin('intakes as i', 'i.id', 'a.intake')
    .where('a.deletedAt', 'is', null)
    .select(['a.id', 'a.college', 'c.name as collegeName', 'a.intake', 'i.intakeMonth'])
    .select(['i.intakeYear', 'r.type as ruleType', 'r.value as ruleValue'])
    .select([
      application.currency.as('currency'),
      application.expectedCents.as('expectedCents'),
      application.status.as('status'),
    ])
    .select([
      'a.commissionInvoicedDate as invoicedDate',
      'a.commissionInvoicedAmount as invoicedAmount',
    ])
    .select([
      'a.commissionReceivedDate as receivedDate',
      'a.commissionReceivedAmount as receivedAmount',
    ]);
}
type Base = Awaited<ReturnType<ReturnType<typeof commissionBase>['execute']>>[number];

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** One application's commission (a fixed rule's amount as set; a percentage's to the cent). */
export function lineOf(r: Base): ApplicationCommission {
  const cents = num(r.expectedCents);
  return {
    application: r.id,
    currency: r.currency,
    expected: r.ruleType === 'fixed' ? num(r.ruleValue) : cents === null ? null : cents / 100,
    status: r.status,
    invoicedDate: r.invoicedDate,
    invoicedAmount: num(r.invoicedAmount),
    receivedDate: r.receivedDate,
    receivedAmount: num(r.receivedAmount),
  };
}
