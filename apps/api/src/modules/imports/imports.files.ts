import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { packed, zipOf } from '../../test/zip';

/** An XLSX of these rows (header first), written by exceljs's streaming writer. */
export async function xlsxOf(
  rows: (string | number | Date | ExcelJS.CellValue)[][],
  { merge }: { merge?: string } = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new (await import('node:stream')).PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = book.addWorksheet('Leads');
  // a merge is made while its rows are open; the sheet's commit writes them
  for (const r of rows)
    if (merge) sheet.addRow(r);
    else sheet.addRow(r).commit();
  if (merge) sheet.mergeCells(merge);
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Deflates `size` zero bytes a megabyte at a time (a bomb's payload, small when packed). */
async function zeros(size: number): Promise<Buffer & { crc: number }> {
  const mb = Buffer.alloc(1024 * 1024);
  let crc = 0;
  const parts: Buffer[] = [];
  const deflate = zlib.createDeflateRaw({ level: 9 });
  deflate.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((r) => deflate.on('end', r));
  await new Promise<void>((resolve, reject) => {
    Readable.from(
      (function* () {
        for (let n = 0; n < size; n += mb.length) {
          crc = zlib.crc32(mb, crc);
          yield mb;
        }
      })(),
    )
      .on('error', reject)
      .pipe(deflate)
      .on('finish', resolve);
  });
  await done;
  return Object.assign(Buffer.concat(parts), { crc });
}

// Deflating hundreds of megabytes is most of a bomb's cost: each size is packed once per worker
// (the honest and the lying bomb share it), which kept a loaded machine's run within its bound.
const packedZeros = new Map<number, Promise<Buffer & { crc: number }>>();

/** A workbook whose sheet inflates to `size` bytes; with `lie`, its headers claim 1 kB. */
export async function zipBomb(size: number, lie = false): Promise<Buffer> {
  if (!packedZeros.has(size)) packedZeros.set(size, zeros(size));
  const payload = await packedZeros.get(size)!;
  return zipOf([
    packed('[Content_Types].xml', Buffer.from('<Types/>')),
    packed('xl/workbook.xml', Buffer.from('<workbook/>')),
    { name: 'xl/worksheets/sheet1.xml', data: payload, crc: payload.crc, size: lie ? 1024 : size },
  ]);
}
