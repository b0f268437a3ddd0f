import {
  INVOICE_MESSAGES as M,
  type InvoiceCreate,
  type PaymentCreate,
  type Receipt,
} from '@studydesk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { checkMoneyDay } from '../../lib/money/days';
import { minorOf, moneyOf, parseAmount } from '../../lib/money/money';
import { nextNumber } from '../../lib/money/numbering';
import { spread, workOut } from './invoices.compute';
import { today, toReceipt } from './invoices.read';

const yearOf = (day: string) => Number(day.slice(0, 4));
const NOTHING_OWED = 'The invoice comes to nothing: give a line an amount above 0';

/** Invoicing a student and recording what they pay: each in one transaction with its number. */
export function createInvoiceWrites(db: Db) {
  /** The new invoice's id. Its number is taken in the same transaction (gapless). */
  async function create(enquiryId: string, by: string, c: InvoiceCreate): Promise<string> {
    checkMoneyDay(c.due, 'due');
    c.instalments?.forEach((p, k) => checkMoneyDay(p.due, `instalments.${k}.due`));
    const w = workOut(c);
    if (w.total <= 0) throw badRequest(NOTHING_OWED, { lines: NOTHING_OWED });
    const id = newId();
    const issued = today();
    const t = now();
    await db.transaction().execute(async (trx) => {
      const number = await nextNumber(trx, 'INV', yearOf(issued));
      await trx
        .insertInto('invoices')
        .values({
          id,
          number,
          enquiryId,
          currency: c.currency,
          issued,
          due: c.due,
          net: w.net,
          tax: w.tax,
          total: w.total,
          paid: 0,
          createdBy: by,
          createdAt: t,
          updatedAt: t,
        })
        .execute();
      await trx
        .insertInto('invoice_lines')
        .values(w.lines.map((l) => ({ ...l, invoiceId: id })))
        .execute();
      await trx
        .insertInto('invoice_instalments')
        .values(w.instalments.map((p) => ({ ...p, invoiceId: id })))
        .execute();
    });
    return id;
  }

  /**
   * Records a payment and answers its receipt (`onPaid` runs in its transaction: the mail). The invoice's `paid` moves in one conditional
   * UPDATE first, so two payments at once can never together pay more than is owed (on
   * PostgreSQL the second waits on the row; on SQLite transactions already queue).
   */
  async function pay(
    invoiceId: string,
    by: string,
    p: PaymentCreate,
    onPaid: (trx: Db, r: Receipt) => Promise<void>,
  ): Promise<Receipt> {
    const inv = await db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoiceId)
      .executeTakeFirst();
    if (!inv) throw notFound(M.notFound);
    checkMoneyDay(p.date, 'date', true);
    const amount = minorOf(parseAmount(p.amount, inv.currency));
    if (amount === 0)
      throw badRequest('Enter an amount above 0', { amount: 'Enter an amount above 0' });
    if (Number(inv.paid) >= Number(inv.total)) throw conflict(M.paid);
    return db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('invoices')
        .set({ paid: sql`paid + ${amount}`, updatedAt: now() })
        .where('id', '=', invoiceId)
        .where(sql<boolean>`paid + ${amount} <= total`)
        .returning(['paid', 'total'])
        .executeTakeFirst();
      if (!moved) throw badRequest(M.overpaid, { amount: M.overpaid });
      const instalments = await trx
        .selectFrom('invoice_instalments')
        .selectAll()
        .where('invoiceId', '=', invoiceId)
        .orderBy('due')
        .orderBy('position')
        .execute();
      for (const s of spread(instalments, amount))
        await trx
          .updateTable('invoice_instalments')
          .set({ paid: s.paid })
          .where('invoiceId', '=', invoiceId)
          .where('position', '=', s.position)
          .execute();
      const t = now();
      const row = {
        id: newId(),
        receiptNumber: await nextNumber(trx, 'RC', yearOf(today())),
        invoiceId,
        method: p.method,
        reference: p.reference || null,
        amount,
        date: p.date,
        createdBy: by,
        createdAt: t,
        updatedAt: t,
      };
      await trx.insertInto('payments').values(row).execute();
      const outstanding = moneyOf(Number(moved.total) - Number(moved.paid), inv.currency);
      const receipt = { ...toReceipt(row, inv), outstanding };
      await onPaid(trx, receipt);
      return receipt;
    });
  }

  return { create, pay };
}
export type InvoiceWrites = ReturnType<typeof createInvoiceWrites>;
