import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * The documents' fonts: DejaVu Sans (npm `dejavu-fonts-ttf`), embedded, subset to the letters a
 * document uses. pdfkit's built-in Helvetica has only Windows-1252's letters, so "Nguyễn" or
 * "Wałęsa" printed as other characters; DejaVu covers Latin with its extensions (Vietnamese,
 * Polish, Turkish …), Greek and Cyrillic. Not Chinese, Japanese or Korean (their fonts are tens of
 * megabytes): those letters print as empty boxes.
 */
export const REGULAR = 'Sans';
export const BOLD = 'Sans-Bold';

const ttf = (file: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`));
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The font files, read once per process. */
const fontFiles = () =>
  (fonts ??= { regular: ttf('DejaVuSans.ttf'), bold: ttf('DejaVuSans-Bold.ttf') });

/**
 * A one-off A4 PDF drawn by `draw`, whole, as bytes (pdfkit streams its pages; the documents
 * the app makes, an invoice or a claim, are a few KB). Text is in REGULAR unless drawn in BOLD.
 */
export function pdfBytes(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { regular, bold } = fontFiles();
  // The first font too (pdfkit takes a file's bytes where its types say a path): the built-in
  // Helvetica it would load otherwise is parsed from its metrics file on every document.
  const first = regular as unknown as string;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title }, font: first });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.font(REGULAR);
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
