import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import type { AppError } from '../../lib/errors';
import { convert, DOCUMENT_MAX_PIXELS, heifPixels } from './convert';
import { docx, pdf, pdfCompressed } from './documents.fixtures';
import { disposition } from './documents.file';
import { displayName } from './file-name';
import { kindOf, sniff } from './sniff';

const refusal = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return [(e as AppError).statusCode, (e as AppError).message];
  }
};

/** A HEIF header: ftyp with the brand, then an `ispe` property of width × height. */
const heif = (brand: string, width: number, height: number) => {
  const ispe = Buffer.alloc(20);
  ispe.writeUInt32BE(20, 0);
  ispe.write('ispe', 4, 'latin1');
  ispe.writeUInt32BE(width, 12);
  ispe.writeUInt32BE(height, 16);
  return Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from(`ftyp${brand}`),
    Buffer.alloc(12),
    ispe,
  ]);
};

describe('judging a file by its bytes', () => {
  it('knows each accepted kind by its first bytes, and nothing else', () => {
    expect(kindOf(pdf())).toBe('pdf');
    expect(kindOf(docx())).toBe('docx');
    expect(kindOf(heif('heic', 10, 10))).toBe('heic');
    expect(kindOf(heif('mif1', 10, 10))).toBe('heic');
    expect(kindOf(heif('avif', 10, 10))).toBeNull();
    expect(kindOf(Buffer.from('GIF89a'))).toBeNull();
    expect(kindOf(Buffer.alloc(0))).toBeNull();
  });

  it('takes a name without an extension, or with one it does not know, by the bytes', () => {
    expect(sniff(pdf(), 'scan')).toBe('pdf');
    expect(sniff(pdf(), 'scan.PDF')).toBe('pdf');
    expect(sniff(pdf(), 'scan.final')).toBe('pdf');
    expect(refusal(() => sniff(pdf(), 'scan.html'))).toEqual([400, M.unsupported]);
    expect(refusal(() => sniff(docx(), 'cv.pdf'))).toEqual([
      400,
      M.nameMismatch('.pdf', 'a Word document'),
    ]);
  });

  it('does not mistake compressed stream bytes for a script action', () => {
    const stream = Buffer.from('\x78\x9c/JS (x) /JavaScript\x00', 'latin1');
    const withStream = Buffer.concat([
      Buffer.from('%PDF-1.7\n5 0 obj << /Length 20 /Filter /FlateDecode >> stream\n'),
      stream,
      Buffer.from('\nendstream endobj\n%%EOF\n'),
    ]);
    expect(sniff(withStream, 'a.pdf')).toBe('pdf');
  });

  it('judges the objects a compressed stream holds, as a viewer reads them', () => {
    const harmless = '<< /Type /Page /Parent 2 0 R /Contents 6 0 R >>';
    expect(sniff(pdfCompressed(harmless), 'a.pdf')).toBe('pdf');
    // page text drawn with a plain Flate stream is data: a word like /JS there is no action
    expect(
      sniff(pdfCompressed('BT (/JS x) Tj ET', { dict: '/Filter /FlateDecode' }), 'a.pdf'),
    ).toBe('pdf');
    for (const action of ['/S /JavaScript /JS 7 0 R', '/JS (x)', '/S /Launch', '/RichMedia 3 0 R'])
      expect(
        refusal(() => sniff(pdfCompressed(`<< ${action} >>`), 'a.pdf')),
        action,
      ).toEqual([400, M.pdfActive]);
    // filters stacked on an object stream are undone in order
    const twice = pdfCompressed('<< /S /JavaScript >>', {
      dict: '/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode]',
    });
    expect(refusal(() => sniff(twice, 'a.pdf'))).not.toBeNull();
  });

  it('reads a HEIF picture’s size from its header, and refuses a huge one before decoding', async () => {
    expect(heifPixels(heif('heic', 4032, 3024))).toBe(4032 * 3024);
    expect(heifPixels(Buffer.from('ftypheic'))).toBeNull();
    const huge = heif('heic', 30000, 30000);
    expect(30000 * 30000).toBeGreaterThan(DOCUMENT_MAX_PIXELS);
    await expect(convert(huge, 'heic')).rejects.toMatchObject({
      statusCode: 413,
      message: M.imageTooManyPixels,
    });
    await expect(convert(heif('heic', 10, 10), 'heic')).rejects.toMatchObject({
      statusCode: 400,
      message: M.heicBroken,
    });
  });
});

describe('the name kept for display', () => {
  it('keeps an ordinary name, emoji and accents included', () => {
    expect(displayName('Passport – Meera 🇮🇳.pdf')).toBe('Passport – Meera 🇮🇳.pdf');
    expect(displayName('Re\u0301sume\u0301.docx')).toBe('Résumé.docx');
  });

  it('drops control and text-direction characters, and lone surrogates', () => {
    expect(displayName('inv\u202Efdp.exe')).toBe('invfdp.exe');
    expect(displayName('a\u0000b\u001b.pdf')).toBe('ab.pdf');
    expect(displayName('x\ud800y.pdf')).toBe('xy.pdf');
  });

  it('leaves nothing of a name of nothing, and shortens a long one, keeping its extension', () => {
    expect(displayName('')).toBeNull();
    expect(displayName('\u202E')).toBeNull();
    const long = displayName(`${'a'.repeat(300)}.pdf`) ?? '';
    expect([long.length, long.endsWith('.pdf')]).toEqual([200, true]);
  });

  it('refuses folder paths of any kind', () => {
    for (const name of ['../x.pdf', '/etc/passwd', 'C:\\x\\y.pdf', 'a\u2215b.pdf', '..', '.'])
      expect(
        refusal(() => displayName(name)),
        name,
      ).toEqual([400, M.fileName]);
  });
});

describe('the name in Content-Disposition', () => {
  it('gives an ASCII stand-in and the exact UTF-8 name, quotes and brackets encoded', () => {
    expect(disposition('attachment', `Meera's "CV" (1)*–é.pdf`)).toBe(
      `attachment; filename="Meera's _CV_ (1)*__.pdf"; filename*=UTF-8''Meera%27s%20%22CV%22%20%281%29%2A%E2%80%93%C3%A9.pdf`,
    );
  });
});
