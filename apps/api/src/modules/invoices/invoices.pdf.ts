import type { Invoice, Money, MoneySettings } from '@studydesk/contract';
import { BOLD, pdfBytes, REGULAR } from '../../lib/pdf';

/*
 * The invoice as a PDF (pdfkit, in lib/pdf's fonts): number, dates, student, lines, totals,
 * instalments, the agency's bank details and terms. Amounts are printed as the API answers them,
 * decimal text and the code ("1,250.00 GBP" would need a locale the agency has not chosen).
 */
const show = (m: Money) => `${m.amount} ${m.currency}`;
/** The lines' columns (x, width) at 10 pt: ten digits and two decimals fit an amount's. */
const COLUMNS: [number, number][] = [
  [50, 225],
  [280, 35],
  [320, 80],
  [405, 45],
  [455, 90],
];

function lines(doc: PDFKit.PDFDocument, inv: Invoice) {
  doc.fontSize(10);
  const head = ['Description', 'Qty', 'Unit', 'Tax %', 'Total'];
  head.forEach((h, i) => doc.font(BOLD).text(h, COLUMNS[i]![0], doc.y, { lineBreak: false }));
  doc.moveDown();
  doc.font(REGULAR);
  for (const l of inv.lines) {
    const y = doc.y;
    let bottom = y;
    const cells = [l.description, String(l.quantity), l.unit.amount, l.tax, l.total.amount];
    cells.forEach((c, i) => {
      const [x, width] = COLUMNS[i]!;
      doc.text(c, x, y, { width });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc.moveDown(0.5);
  }
  doc.fontSize(11);
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
    doc.moveDown().font(BOLD).text('Instalments', 50).font(REGULAR);
    for (const p of inv.instalments)
      doc.text(`Due ${p.due}: ${show(p.amount)} (outstanding ${p.outstanding.amount})`);
  }
}

/** The invoice's PDF, whole, as bytes. */
export const invoicePdf = (inv: Invoice, agency: string, settings: MoneySettings) =>
  pdfBytes(`Invoice ${inv.number}`, (doc) => {
    doc
      .font(BOLD)
      .fontSize(18)
      .text(agency || 'Invoice');
    doc.fontSize(11).font(REGULAR).moveDown();
    doc.text(`Invoice ${inv.number}`);
    doc.text(`Issued ${inv.issued} · Due ${inv.due}`);
    doc.text(`To ${inv.student}`);
    doc.moveDown();
    lines(doc, inv);
    totals(doc, inv);
    if (settings.bankDetails)
      doc.moveDown().font(BOLD).text('Bank details', 50).font(REGULAR).text(settings.bankDetails);
    if (settings.terms)
      doc.moveDown().font(BOLD).text('Terms', 50).font(REGULAR).text(settings.terms);
  });
