import PDFDocument from 'pdfkit';

/**
 * A one-off A4 PDF drawn by `draw`, whole, as bytes (pdfkit streams its pages; the documents
 * the app makes, an invoice or a claim, are a few KB).
 */
export function pdfBytes(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
