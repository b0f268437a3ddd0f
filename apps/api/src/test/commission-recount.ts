import { sql } from 'kysely';
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
