import { PAYMENT_METHOD_WORDS, type Money, type Receipt } from '@studydesk/contract';
import { BOLD, pdfBytes, REGULAR } from '../../lib/pdf';

/* Amounts as the invoice's PDF prints them: decimal text and the currency's code. */
const show = (m: Money) => `${m.amount} ${m.currency}`;

/** A payment's receipt as a PDF: its number, the invoice it pays, what came and what is left. */
export const receiptPdf = (r: Receipt, student: string, agency: string) =>
  pdfBytes(`Receipt ${r.number}`, (doc) => {
    doc
      .font(BOLD)
      .fontSize(18)
      .text(agency || 'Receipt');
    doc.fontSize(11).font(REGULAR).moveDown();
    doc.text(`Receipt ${r.number}`);
    doc.text(`Date ${r.date}`);
    doc.text(`From ${student}`);
    doc.text(`Invoice ${r.invoiceNumber}`);
    doc.moveDown();
    doc.text(`Received: ${show(r.amount)}`);
    const how = PAYMENT_METHOD_WORDS[r.method] ?? r.method;
    doc.text(`Method: ${how}${r.reference ? ` (${r.reference})` : ''}`);
    doc.text(`Still to pay: ${show(r.outstanding)}`);
  });
