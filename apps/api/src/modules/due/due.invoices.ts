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

/** Unpaid instalments of invoice `i` due before `today`. */
const late = (db: Db, today: string) =>
  db
    .selectFrom('invoice_instalments as p')
    .where('p.invoiceId', '=', sql.ref<string>('i.id'))
    .where('p.due', '<', today)
    .whereRef('p.paid', '<', 'p.amount');

function overdue(db: Db, { user, role, today }: Whose) {
  const q = scopeOffice(
    db.selectFrom('invoices as i').innerJoin('enquiries as e', 'e.id', 'i.enquiryId'),
    'e.officeId',
  )
    .where('e.deletedAt', 'is', null)
    .where((eb) => eb.exists(late(db, today).select('p.position')));
  return role && leadsTeamRole(role) ? q : q.where('e.assignedTo', '=', user);
}

/** The first DUE_LIMIT overdue invoices, earliest due first, and how many there are in all. */
export async function overdueInvoicesFor(
  db: Db,
  whose: Whose,
): Promise<{ items: DueInvoice[]; count: number }> {
  const [rows, counted] = await Promise.all([
    overdue(db, whose)
      .select(['i.id', 'i.number', 'i.enquiryId', 'i.currency', 'e.enqNo', 'e.fName', 'e.lName'])
      .select(() => [
        late(db, whose.today)
          .select(sql<string>`min(p.due)`.as('d'))
          .as('due'),
        late(db, whose.today)
          .select(sql<number | string>`sum(p.amount - p.paid)`.as('s'))
          .as('owed'),
      ])
      .orderBy('due')
      .orderBy('i.id')
      .limit(DUE_LIMIT)
      .execute(),
    overdue(db, whose)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
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
