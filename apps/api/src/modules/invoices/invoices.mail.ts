import type { Invoice, Receipt } from '@studydesk/contract';
import type { NewMail } from '../mail/outbox';

/*
 * The mails an invoice sends the student, through the outbox: the invoice with its PDF, and a
 * receipt for each payment (written in the payment's own transaction).
 */
export type Student = { id: string; email: string; name: string };

export const invoiceMail = (inv: Invoice, to: Student, agency: string, pdf: Buffer): NewMail => ({
  kind: 'invoice',
  to: to.email,
  subject: `Invoice ${inv.number} from ${agency}`,
  text: [
    `Dear ${to.name},`,
    '',
    `Please find attached invoice ${inv.number} for ${inv.total.amount} ${inv.currency}, due ${inv.due}.`,
    ...(inv.instalments.length > 1
      ? [
          '',
          'Instalments:',
          ...inv.instalments.map((p) => `  ${p.due}: ${p.amount.amount} ${inv.currency}`),
        ]
      : []),
    '',
    agency,
  ].join('\n'),
  enquiryId: to.id,
  attachments: [{ filename: `${inv.number}.pdf`, contentType: 'application/pdf', content: pdf }],
});

/** What makes a receipt's PDF when its mail goes (`invoice/payment`), not in the payment's write. */
export const RECEIPT_PDF = 'receipt-pdf';

export const receiptMail = (r: Receipt, to: Student, agency: string): NewMail => ({
  kind: 'receipt',
  to: to.email,
  subject: `Receipt ${r.number} from ${agency}`,
  text: [
    `Dear ${to.name},`,
    '',
    `We received ${r.amount.amount} ${r.amount.currency} on ${r.date} for invoice ${r.invoiceNumber}.`,
    `Receipt number: ${r.number}.`,
    `Still to pay on this invoice: ${r.outstanding.amount} ${r.outstanding.currency}.`,
    '',
    agency,
  ].join('\n'),
  enquiryId: to.id,
  attachments: [
    {
      filename: `${r.number}.pdf`,
      contentType: 'application/pdf',
      later: { kind: RECEIPT_PDF, ref: `${r.invoice}/${r._id}` },
    },
  ],
});
