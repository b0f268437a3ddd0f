import {
  INVOICE_MESSAGES as M,
  type Invoice,
  type InvoiceSent,
  type PaymentCreate,
  type Receipt,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { minorOf, moneyOf, parseAmount } from '../../lib/money/money';
import { fullName } from '../../lib/names';
import { liveEnquiry } from '../enquiries/enquiries.live';
import { enqueueMails } from '../mail/outbox';
import { createMoneySettings } from '../money/money.settings';
import { createSettingsStore } from '../settings/settings.store';
import type { InvoiceViewer } from './invoices.access';
import { invoiceMail, receiptMail, type Student } from './invoices.mail';
import { invoicePdf } from './invoices.pdf';
import { receiptPdf } from './receipt.pdf';
import { createInvoiceReads } from './invoices.read';
import { createInvoiceWrites } from './invoices.write';

/** Payment `id` of the invoice as its receipt said: what the invoice still owed after it. */
function receiptOf(inv: Invoice, id: string): Receipt {
  const at = inv.payments.findIndex((p) => p._id === id);
  if (at < 0) throw notFound(M.receiptNotFound);
  const minor = (amount: string) => minorOf(parseAmount(amount, inv.currency));
  const paid = inv.payments.slice(0, at + 1).reduce((n, p) => n + minor(p.amount.amount), 0);
  return {
    ...inv.payments[at]!,
    outstanding: moneyOf(minor(inv.total.amount) - paid, inv.currency),
  };
}

/** What the invoice routes work with: reads, writes, the PDF and the mails to the student. */
export function createInvoiceService(db: Db) {
  const reads = createInvoiceReads(db);
  const writes = createInvoiceWrites(db);
  const money = createMoneySettings(db);
  const settings = createSettingsStore(db);

  /** The student to mail; null when they gave no e-mail address. */
  async function studentOf(enquiryId: string): Promise<Student | null> {
    const e = await db
      .selectFrom('enquiries')
      .select(['id', 'email', 'fName', 'lName'])
      .where('id', '=', enquiryId)
      .executeTakeFirstOrThrow();
    return e.email ? { id: e.id, email: e.email, name: fullName(e.fName, e.lName) ?? '' } : null;
  }

  async function pdf(v: InvoiceViewer, id: string) {
    const inv = await reads.detail(v, id);
    const [agency, terms] = await Promise.all([settings.value('agencyName'), money.get()]);
    return { inv, agency, bytes: await invoicePdf(inv, agency, terms) };
  }

  return {
    reads,
    /** One payment's receipt as a PDF, as its mail carries it and as it is printed again. */
    async receiptPdf(v: InvoiceViewer, id: string, receiptId: string) {
      const inv = await reads.detail(v, id);
      const r = receiptOf(inv, receiptId);
      return { r, bytes: await receiptPdf(r, inv.student, await settings.value('agencyName')) };
    },
    create: writes.create,
    liveEnquiry: (id: string) => liveEnquiry(db, id),
    pdf,
    /** Queues the invoice to the student, its PDF attached. */
    async send(v: InvoiceViewer, id: string): Promise<InvoiceSent> {
      const { inv, agency, bytes } = await pdf(v, id);
      const to = await studentOf(inv.enquiry);
      if (!to) throw conflict(M.noEmail);
      const [mail] = await enqueueMails(db, [invoiceMail(inv, to, agency, bytes)]);
      return { mail: mail!, to: to.email };
    },
    /**
     * Records a payment; its receipt (its PDF attached) is mailed to the student in the same transaction. Money
     * received is recorded whether or not the student gave an e-mail address (the receipt's
     * number is in the answer, to hand over).
     */
    async pay(v: InvoiceViewer, id: string, by: string, p: PaymentCreate) {
      const inv = await reads.detail(v, id);
      const [to, agency] = await Promise.all([
        studentOf(inv.enquiry),
        settings.value('agencyName'),
      ]);
      // The receipt's PDF is made when its mail goes (RECEIPT_PDF), outside this write.
      return writes.pay(id, by, p, async (trx, r) => {
        if (to) await enqueueMails(trx, [receiptMail(r, to, agency)]);
      });
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
