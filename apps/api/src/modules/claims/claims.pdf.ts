import type { Claim, ClaimsContact, Money } from '@studydesk/contract';
import { pdfBytes } from '../../lib/pdf';

/*
 * A claim as a PDF (pdfkit, its built-in Helvetica, as the invoice's): number, college and
 * contact, one row per line (student, course, intake, tuition, share, amount), the totals and
 * the agency's bank details. Amounts as the API answers them, decimal text and the code.
 */
const show = (m: Money) => `${m.amount} ${m.currency}`;
const COLUMNS: [number, number][] = [
  [50, 110],
  [165, 120],
  [290, 75],
  [370, 70],
  [445, 35],
  [485, 60],
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
  doc.font('Helvetica-Bold');
  row(doc, ['Student', 'Course', 'Intake', 'Tuition', 'Share', 'Amount']);
  doc.font('Helvetica');
  for (const l of claim.lines)
    row(doc, [
      l.student,
      l.courseTitle ?? '',
      l.intakeName ?? '',
      l.tuition?.amount ?? '',
      `${l.share} %`,
      l.creditNote ? `${l.amount.amount} (credited ${l.creditNote})` : l.amount.amount,
    ]);
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
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(agency || 'Commission claim');
    doc.fontSize(10).font('Helvetica').moveDown();
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
      doc
        .moveDown()
        .font('Helvetica-Bold')
        .text('Bank details', 50)
        .font('Helvetica')
        .text(bankDetails);
  });
