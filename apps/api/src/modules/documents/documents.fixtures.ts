import zlib from 'node:zlib';
import { packed, zipOf } from '../../test/zip';

/*
 * Files for the documents tests, made in the test (no binaries committed): a real PDF, a real
 * .docx (a zip written here), and hostile ones.
 */

/** A small, whole PDF ("%PDF-" … "%%EOF"). */
export function pdf(text = 'Passport of a student'): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${text.length + 20} >> stream`,
    `BT /F1 12 Tf (${text}) Tj ET`,
    'endstream endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** An entry: its name and content; `declaredSize` lies about the expanded size (a bomb). */
export type ZipEntry = { name: string; data: Buffer; declaredSize?: number };

/** A zip of deflated entries. */
export const zip = (entries: ZipEntry[]): Buffer =>
  zipOf(entries.map((e) => packed(e.name, e.data, e.declaredSize)));

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Statement of purpose</w:t></w:r></w:p></w:body></w:document>`;

/** A minimal, well-formed Word document. */
export const docx = (more: ZipEntry[] = []) =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'word/document.xml', data: Buffer.from(DOCUMENT) },
    ...more,
  ]);

/**
 * A zip bomb dressed as a .docx: a part that expands to 4 GB (declared; its bytes are a few
 * zeros, so the test allocates nothing big). Refused from the declared sizes, never inflated.
 */
export const docxBomb = () =>
  docx([{ name: 'word/media/bomb.bin', data: Buffer.alloc(1024), declaredSize: 0xfffffff0 }]);

/** A PNG header declaring width × height, with a tiny (unreadable) body: a decompression bomb. */
export function pngHeader(width: number, height: number): Buffer {
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const idat = zlib.deflateSync(Buffer.alloc(1024));
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG that is also a web page: a picture with HTML and script appended after its end. */
export const polyglotJpeg = async () => {
  const sharp = (await import('sharp')).default;
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 20, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  return Buffer.concat([
    picture,
    Buffer.from('<html><script>alert(document.domain)</script></html>'),
  ]);
};

/**
 * A PDF whose objects (`body`, object 5) sit in a compressed stream, as PDF 1.5 writers save
 * them: an object stream (/ObjStm) by default, or any stream with `dict` for its dictionary.
 * `inflated` overrides what the stream expands to (a bomb of zeros).
 */
export function pdfCompressed(body: string, o: { dict?: string; inflated?: Buffer } = {}) {
  const raw = o.inflated ?? Buffer.from(`5 0 ${body}`, 'latin1');
  const data = zlib.deflateSync(raw);
  const dict = o.dict ?? '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode';
  return Buffer.concat([
    Buffer.from(
      [
        '%PDF-1.5',
        '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >> endobj',
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
        `4 0 obj << ${dict} /Length ${data.length} >> stream`,
        '',
      ].join('\n'),
      'latin1',
    ),
    data,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** A .docx carrying a part whose headers say it expands to 1000 bytes: it expands to `size`. */
export const docxUnderstated = (size: number) =>
  docx([{ name: 'word/media/image1.png', data: Buffer.alloc(size), declaredSize: 1000 }]);
