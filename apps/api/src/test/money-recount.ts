import { sql } from 'kysely';
import type { MoneySource } from '../modules/money/money.kept-sums';
import { scopedInvoices } from '../modules/money/money.reports';

/*
 * The money summary's fees counted again from the payments and instalments, through their
 * invoices and students, as the summary counted them before it read kept sums (migration 064):
 * what the kept sums must always equal.
 */
export const recountMoney: MoneySource = {
  received: (db, p) =>
    scopedInvoices(db)
      .innerJoin('payments as p', 'p.invoiceId', 'i.id')
      .where('p.date', '>=', p.from)
      .where('p.date', '<=', p.to)
      .select(['p.date as day', 'e.officeId', 'i.currency', 'p.amount as minor'])
      .select([
        sql<string>`coalesce(${sql.ref('e.assignedTo')}, '')`.as('counsellor'),
        sql<number>`1`.as('n'),
      ]),
  owed: (db) =>
    scopedInvoices(db)
      .innerJoin('invoice_instalments as s', 's.invoiceId', 'i.id')
      .whereRef('s.paid', '<', 's.amount')
      .select(['s.due', 'i.currency', sql<number | string>`s.amount - s.paid`.as('minor')]),
};
