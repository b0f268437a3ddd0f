import type { Claim, ClaimsContact, Money } from '@studydesk/contract';
import { BOLD, pdfBytes, REGULAR } from '../../lib/pdf';

/*
 * A claim as a PDF (pdfkit, in lib/pdf's fonts, as the invoice's): number, college and
 * contact, one row per line (student, course, intake, tuition, share, amount), the totals and
 * the agency's bank details. Amounts as the API answers them, decimal text and the code.
 */
const show = (m: Money) => `${m.amount} ${m.currency}`;
/** The lines' columns (x, width) at 9 pt: "September 2031" and a ten-digit amount fit theirs. */
const COLUMNS: [number, number][] = [
  [50, 105],
  [160, 105],
  [270, 85],
  [360, 75],
  [440, 30],
  [475, 70],
];

function row(doc: PDFKit.PDFDocument, cells: string[]) {
  const y = doc.y;
  let bottom = y;
  cells.forEach((c, i) => {
    const [x, width] = COLUMNS[i]!;
    doc.text(c, x, y, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom;
  doc.moveDown(0.4);
}

function lines(doc: PDFKit.PDFDocument, claim: Claim) {
  doc.fontSize(9).font(BOLD);
  row(doc, ['Student', 'Course', 'Intake', 'Tuition', 'Share', 'Amount']);
  doc.font(REGULAR);
  for (const l of claim.lines)
    row(doc, [
      l.student,
      l.courseTitle ?? '',
      l.intakeName ?? '',
      l.tuition?.amount ?? '',
      `${l.share} %`,
      l.creditNote ? `${l.amount.amount} (credited ${l.creditNote})` : l.amount.amount,
    ]);
  doc.fontSize(10);
}

/** The claim's PDF, whole, as bytes. */
export const claimPdf = (
  claim: Claim,
  {
    agency,
    contact,
    bankDetails,
  }: { agency: string; contact: ClaimsContact | null; bankDetails: string },
) =>
  pdfBytes(`Commission claim ${claim.number}`, (doc) => {
    doc
      .font(BOLD)
      .fontSize(18)
      .text(agency || 'Commission claim');
    doc.fontSize(10).font(REGULAR).moveDown();
    doc.text(`Commission claim ${claim.number}`);
    doc.text(`Date ${(claim.sentAt ?? claim.createdAt).slice(0, 10)}`);
    doc.text(`To ${claim.collegeName ?? ''}${contact ? `, attention ${contact.name}` : ''}`);
    doc.moveDown();
    lines(doc, claim);
    doc.moveDown();
    for (const [label, m] of [
      ['Total', claim.total],
      ['Credited', claim.credited],
      ['Paid', claim.paid],
      ['Outstanding', claim.outstanding],
    ] as const)
      doc.text(`${label}: ${show(m)}`, 50);
    if (bankDetails)
      doc.moveDown().font(BOLD).text('Bank details', 50).font(REGULAR).text(bankDetails);
  });
