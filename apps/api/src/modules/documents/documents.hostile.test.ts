import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { journey, type Journey } from '../applications/applications.fixtures';
import { afterAll, beforeAll } from 'vitest';
import {
  docx,
  docxBomb,
  docxUnderstated,
  pdf,
  pdfCompressed,
  pngHeader,
  polyglotJpeg,
  zip,
} from './documents.fixtures';
import { DOCX_MAX_EXPANDED } from './sniff-zip';
import { PDF_MAX_INFLATED } from './sniff-pdf';
import { stored, upload } from './documents.kit';

/*
 * Hostile files: each refused with a clear 4xx, and nothing stored (no row, no
 * object). The limit is set to 1 MB here (DOCUMENT_MAX_BYTES), so "over the limit" needs no
 * 11 MB buffer; the 10 MB default is checked on its own below.
 */
describe('hostile documents', () => {
  let t: TestApp;
  let j: Journey;
  beforeAll(async () => {
    t = await createTestApp({ DOCUMENT_MAX_BYTES: String(1024 * 1024) });
    j = await journey(t);
  });
  afterAll(() => t.close());

  const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
  const cases: [string, () => Buffer | Promise<Buffer>, string, number, string][] = [
    ['a PDF with a JPEG name', () => pdf(), 'scan.jpg', 400, M.nameMismatch('.jpg', 'a PDF')],
    ['an HTML file named .pdf', () => html, 'passport.pdf', 400, M.markup],
    ['a JPEG that is also a web page', polyglotJpeg, 'photo.jpg', 400, M.markup],
    [
      'a PDF that is also a web page',
      () => Buffer.concat([pdf(), html, Buffer.from('%%EOF')]),
      'a.pdf',
      400,
      M.markup,
    ],
    [
      'a PDF running JavaScript',
      () =>
        Buffer.from(
          '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF',
        ),
      'a.pdf',
      400,
      M.pdfActive,
    ],
    [
      'a PDF hiding JavaScript in #-escapes',
      () => Buffer.from('%PDF-1.4\n<< /S /J#61vaScript >>\n%%EOF'),
      'a.pdf',
      400,
      M.pdfActive,
    ],
    [
      'a file over the limit',
      () => Buffer.concat([pdf(), Buffer.alloc(1024 * 1024)]),
      'big.pdf',
      413,
      M.tooLarge('1'),
    ],
    ['a DOCX zip bomb', docxBomb, 'cv.docx', 400, M.docxTooLarge],
    [
      'a DOCX whose headers understate what a part expands to',
      () => docxUnderstated(DOCX_MAX_EXPANDED + 1),
      'cv.docx',
      400,
      M.docxTooLarge,
    ],
    [
      'a PDF with JavaScript in a compressed object stream',
      () => pdfCompressed('<< /S /JavaScript /JS (app.alert(1)) >>'),
      'a.pdf',
      400,
      M.pdfActive,
    ],
    [
      'a PDF with a #-escaped Launch action in a compressed object stream',
      () => pdfCompressed('<< /S /L#61unch /F (cmd.exe) >>'),
      'a.pdf',
      400,
      M.pdfActive,
    ],
    [
      'a PDF with a Launch action in a FlateDecode stream that is no object stream',
      () => pdfCompressed('<< /S /Launch /F (cmd.exe) >>', { dict: '/Filter /FlateDecode' }),
      'a.pdf',
      400,
      M.pdfActive,
    ],
    [
      'a PDF whose object stream expands past the bound',
      () => pdfCompressed('', { inflated: Buffer.alloc(PDF_MAX_INFLATED + 1) }),
      'a.pdf',
      400,
      M.pdfTooLarge,
    ],
    [
      'a zip that is not a Word document',
      () => zip([{ name: 'a.txt', data: Buffer.from('hi') }]),
      'cv.docx',
      400,
      M.docxBroken,
    ],
    [
      'a .docm (macros) named .docx',
      () => docx([{ name: 'word/vbaProject.bin', data: Buffer.from('x') }]),
      'cv.docx',
      400,
      M.unsupported,
    ],
    ['a 30000 × 30000 PNG', () => pngHeader(30000, 30000), 'scan.png', 413, M.imageTooManyPixels],
    ['a truncated PDF', () => pdf().subarray(0, 120), 'passport.pdf', 400, M.pdfTruncated],
    [
      'a truncated PNG',
      async () => (await polyglotJpegFree()).subarray(0, 200),
      'scan.png',
      400,
      M.imageBroken,
    ],
    ['a truncated Word document', () => docx().subarray(0, 150), 'cv.docx', 400, M.docxBroken],
    ['a path in the name', () => pdf(), '../../etc/passport.pdf', 400, M.fileName],
    ['a Windows path in the name', () => pdf(), 'C:\\Users\\x\\passport.pdf', 400, M.fileName],
    ['an executable', () => Buffer.from('MZ\x90\x00\x03'), 'passport.pdf', 400, M.unsupported],
    [
      'an SVG named .png',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.png',
      400,
      M.unsupported,
    ],
    [
      'a fake HEIC',
      () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]),
      'a.heic',
      400,
      M.heicBroken,
    ],
  ];

  it.each(cases)(
    'refuses %s with a clear 4xx and stores nothing',
    async (_what, make, name, status, message) => {
      const before = await stored(t);
      const res = await upload(t, j.asha.token, j.students.ashas._id, await make(), name);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ message });
      expect(await stored(t)).toEqual(before);
    },
  );

  it('keeps a name for display only, without control or direction characters', async () => {
    const res = await upload(
      t,
      j.asha.token,
      j.students.ashas._id,
      pdf(),
      'pass\u202Efdp.exe\u0007.pdf',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'passfdp.exe.pdf' });
  });
});

/** A real PNG to cut short. */
const polyglotJpegFree = async () => {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 300, height: 300, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
};

describe('the default limit', () => {
  it('is 10 MB: an 11 MB file is refused (413) with the limit in the message', async () => {
    const t = await createTestApp();
    try {
      const j = await journey(t);
      const eleven = Buffer.concat([pdf(), Buffer.alloc(11 * 1024 * 1024)]);
      const res = await upload(t, j.asha.token, j.students.ashas._id, eleven, 'big.pdf');
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
        413,
        M.tooLarge('10'),
      ]);
      expect(await stored(t)).toEqual({ objects: 0, rows: 0 });
    } finally {
      await t.close();
    }
  });
});
