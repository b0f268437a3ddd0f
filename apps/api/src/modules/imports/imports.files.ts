import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';

/** An XLSX of these rows (header first), written by exceljs's streaming writer. */
export async function xlsxOf(
  rows: (string | number | Date | ExcelJS.CellValue)[][],
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new (await import('node:stream')).PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = book.addWorksheet('Leads');
  for (const r of rows) sheet.addRow(r).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

type Entry = { name: string; data: Buffer; crc: number; size: number };

/** Deflates `size` zero bytes a megabyte at a time (a bomb's payload, small when packed). */
async function zeros(size: number): Promise<Entry['data'] & { crc: number }> {
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

/** A zip of deflated entries; `declared` overrides the sizes the headers claim (a lying bomb). */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const small = (name: string, text: string): Entry => {
  const raw = Buffer.from(text);
  return { name, data: zlib.deflateRawSync(raw), crc: zlib.crc32(raw), size: raw.length };
};

/** A workbook whose sheet inflates to `size` bytes; with `lie`, its headers claim 1 kB. */
export async function zipBomb(size: number, lie = false): Promise<Buffer> {
  const payload = await zeros(size);
  return zipOf([
    small('[Content_Types].xml', '<Types/>'),
    small('xl/workbook.xml', '<workbook/>'),
    { name: 'xl/worksheets/sheet1.xml', data: payload, crc: payload.crc, size: lie ? 1024 : size },
  ]);
}
