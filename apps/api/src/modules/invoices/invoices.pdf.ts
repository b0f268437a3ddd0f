import type { Invoice, Money, MoneySettings } from '@studydesk/contract';
import { pdfBytes } from '../../lib/pdf';

/*
 * The invoice as a PDF (pdfkit, its built-in Helvetica): number, dates, student, lines, totals,
 * instalments, the agency's bank details and terms. Amounts are printed as the API answers them,
 * decimal text and the code ("1,250.00 GBP" would need a locale the agency has not chosen).
 */
const show = (m: Money) => `${m.amount} ${m.currency}`;
const COLUMNS = [50, 300, 350, 410, 480] as const;

function lines(doc: PDFKit.PDFDocument, inv: Invoice) {
  const head = ['Description', 'Qty', 'Unit', 'Tax %', 'Total'];
  head.forEach((h, i) =>
    doc.font('Helvetica-Bold').text(h, COLUMNS[i], doc.y, { continued: false, lineBreak: false }),
  );
  doc.moveDown();
  doc.font('Helvetica');
  for (const l of inv.lines) {
    const y = doc.y;
    const cells = [l.description, String(l.quantity), l.unit.amount, l.tax, l.total.amount];
    cells.forEach((c, i) =>
      doc.text(c, COLUMNS[i], y, { width: i === 0 ? 240 : 65, lineBreak: i === 0 }),
    );
    doc.moveDown(0.5);
  }
}

function totals(doc: PDFKit.PDFDocument, inv: Invoice) {
  doc.moveDown();
  for (const [label, m] of [
    ['Net', inv.net],
    ['Tax', inv.tax],
    ['Total', inv.total],
    ['Paid', inv.paid],
    ['Outstanding', inv.outstanding],
  ] as const)
    doc.text(`${label}: ${show(m)}`, 50);
  if (inv.instalments.length > 1) {
    doc.moveDown().font('Helvetica-Bold').text('Instalments', 50).font('Helvetica');
    for (const p of inv.instalments)
      doc.text(`Due ${p.due}: ${show(p.amount)} (outstanding ${p.outstanding.amount})`);
  }
}

/** The invoice's PDF, whole, as bytes. */
export const invoicePdf = (inv: Invoice, agency: string, settings: MoneySettings) =>
  pdfBytes(`Invoice ${inv.number}`, (doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(agency || 'Invoice');
    doc.fontSize(11).font('Helvetica').moveDown();
    doc.text(`Invoice ${inv.number}`);
    doc.text(`Issued ${inv.issued} · Due ${inv.due}`);
    doc.text(`To ${inv.student}`);
    doc.moveDown();
    lines(doc, inv);
    totals(doc, inv);
    if (settings.bankDetails)
      doc
        .moveDown()
        .font('Helvetica-Bold')
        .text('Bank details', 50)
        .font('Helvetica')
        .text(settings.bankDetails);
    if (settings.terms)
      doc
        .moveDown()
        .font('Helvetica-Bold')
        .text('Terms', 50)
        .font('Helvetica')
        .text(settings.terms);
  });
