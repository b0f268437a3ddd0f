import { sql } from 'kysely';
import { DUE_LIMIT, type DueInvoice, type Role } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { moneyOf } from '../../lib/money/money';
import { leadsTeamRole, scopeOffice } from '../../lib/scope/offices';

/*
 * Overdue invoices as Due items: an instalment past its due date (before the Due tab's today)
 * and not paid in full. Admins and managers chase every student's in their offices (money is
 * theirs to collect); a counsellor sees their own students'.
 */
type Whose = { user: string; role?: Role; today: string };

/**
 * The unpaid instalments due before `today`, with their invoice and live student, in the
 * viewer's scope. They come first, from their partial index: SQLite's statistics average a
 * student's deletedAt value (null included) at a few dozen students, and a plan that started
 * from the live students read every one of them and their invoices (seconds at 1M, on every
 * load of the bell's Due tab); the expression on deletedAt keeps that index out of the choice.
 */
function overdue(db: Db, { user, role, today }: Whose) {
  const q = scopeOffice(
    db
      .selectFrom('invoice_instalments as p')
      .innerJoin('invoices as i', 'i.id', 'p.invoiceId')
      .innerJoin('enquiries as e', 'e.id', 'i.enquiryId'),
    'e.officeId',
  )
    .where('p.due', '<', today)
    .whereRef('p.paid', '<', 'p.amount')
    .where(sql<boolean>`coalesce(e."deletedAt", '') = ''`);
  return role && leadsTeamRole(role) ? q : q.where('e.assignedTo', '=', user);
}

/** The first DUE_LIMIT overdue invoices, earliest due first, and how many there are in all. */
export async function overdueInvoicesFor(
  db: Db,
  whose: Whose,
): Promise<{ items: DueInvoice[]; count: number }> {
  const [rows, counted] = await Promise.all([
    overdue(db, whose)
      .groupBy(['i.id', 'i.number', 'i.enquiryId', 'i.currency', 'e.enqNo', 'e.fName', 'e.lName'])
      .select(['i.id', 'i.number', 'i.enquiryId', 'i.currency', 'e.enqNo', 'e.fName', 'e.lName'])
      .select(sql<string>`min(p.due)`.as('due'))
      .select(sql<number | string>`sum(p.amount - p.paid)`.as('owed'))
      .orderBy('due')
      .orderBy('i.id')
      .limit(DUE_LIMIT)
      .execute(),
    overdue(db, whose)
      .select(sql<number | string>`count(distinct p."invoiceId")`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      number: r.number,
      enquiry: r.enquiryId,
      enqNo: r.enqNo,
      name: `${r.fName} ${r.lName ?? ''}`.trim(),
      due: r.due ?? whose.today,
      overdue: moneyOf(r.owed ?? 0, r.currency),
    })),
    count: Number(counted.n),
  };
}
