import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { scopedClaims } from './money.commission';
import { scopedInvoices } from './money.reports';
import type { Period } from './money.sums';

/*
 * The documents the accounting export writes, one row each, in the viewer's offices: invoices
 * issued in the period, claims sent to a college in it (a draft is not issued yet), and credit
 * notes made in it, negative. Claims and credit notes carry no tax; their contact is the
 * college. Numbers are unique across the three (INV-, CL-, CN-), so day and number order them.
 */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;
const noTax = sql<number | string>`0`;
const college = sql<string>`coalesce(${sql.ref('g.name')}, '')`;
const noLastName = sql<string | null>`null`;

export function exportRows(db: Db, p: Period) {
  const invoices = scopedInvoices(db)
    .where('i.issued', '>=', p.from)
    .where('i.issued', '<=', p.to)
    .select(['i.issued as day', 'i.number', 'e.fName as contact'])
    .select(sql<string | null>`${sql.ref('e.lName')}`.as('lastName'))
    .select(['i.currency', 'i.net', 'i.tax', 'i.total']);
  const sentOn = dayOf('c.sentAt');
  const claims = scopedClaims(db)
    .leftJoin('colleges as g', 'g.id', 'c.college')
    .where('c.sentAt', 'is not', null)
    .where(sentOn, '>=', p.from)
    .where(sentOn, '<=', p.to)
    .select([sentOn.as('day'), 'c.number', college.as('contact'), noLastName.as('lastName')])
    .select(['c.currency', 'c.total as net', noTax.as('tax'), 'c.total']);
  const madeOn = dayOf('n.createdAt');
  const credited = sql<number | string>`-${sql.ref('n.amount')}`;
  const credits = scopedClaims(db)
    .innerJoin('credit_notes as n', 'n.claimId', 'c.id')
    .leftJoin('colleges as g', 'g.id', 'c.college')
    .where(madeOn, '>=', p.from)
    .where(madeOn, '<=', p.to)
    .select([madeOn.as('day'), 'n.number', college.as('contact'), noLastName.as('lastName')])
    .select(['c.currency', credited.as('net'), noTax.as('tax'), credited.as('total')]);
  return db.selectFrom(invoices.unionAll(claims).unionAll(credits).as('x')).selectAll('x');
}
export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportRows>['execute']>>[number];
