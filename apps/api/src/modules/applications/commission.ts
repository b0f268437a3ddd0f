import { sql } from 'kysely';
import { fromMinor, type ApplicationCommission } from '@studydesk/contract';
import { FINE, filled, half, reckoned } from '../../db/commission-reckoning';
import type { Db } from '../../db/database';

export { FINE, filled, reckoned };
export type { Source } from '../../db/commission-reckoning';

/*
 * Commission: what an application is expected to earn, from its college's rule and its
 * tuition, and where it stands (the rule itself: db/commission-reckoning.ts, which the kept
 * sums' triggers share), for one application and for the summary alike.
 */
const ref = (column: string) => sql.ref(column);
const fine = (column: string) => half(sql`coalesce(${ref(column)}, 0) * ${FINE}`);
/** Amounts recorded by hand, in FINE units (their currency is known only once grouped). */
export const invoicedFine = fine('a.commissionInvoicedAmount');
export const receivedFine = fine('a.commissionReceivedAmount');
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
    .select(['i.intakeYear'])
    .select([
      application.currency.as('currency'),
      application.expectedMinor.as('expectedMinor'),
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

/** One application's commission, converted back from minor units once. */
export function lineOf(r: Base): ApplicationCommission {
  const minor = num(r.expectedMinor);
  return {
    application: r.id,
    currency: r.currency,
    expected: minor === null ? null : fromMinor(minor, r.currency ?? ''),
    status: r.status,
    invoicedDate: r.invoicedDate,
    invoicedAmount: num(r.invoicedAmount),
    receivedDate: r.receivedDate,
    receivedAmount: num(r.receivedAmount),
  };
}
