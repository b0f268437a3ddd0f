import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { refuse } from './imports.limits';

/** What a 20 MB workbook of 100,000 rows can expand to, with room to spare; more is a bomb. */
export const MAX_EXPANDED = 400 * 1024 * 1024;
const MAX_ENTRIES = 2000;

const open = (buf: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) =>
      err || !zip ? reject(refuse.notSheet()) : resolve(zip),
    ),
  );

/** Inflates one entry, counting its bytes (yauzl also refuses one larger than it declares). */
const inflate = (zip: ZipFile, entry: Entry, budget: number) =>
  new Promise<number>((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(refuse.notSheet());
      let n = 0;
      stream.on('data', (chunk: Buffer) => {
        n += chunk.length;
        if (n > budget) {
          stream.destroy();
          reject(refuse.expands());
        }
      });
      stream.on('error', () => reject(refuse.expands()));
      stream.on('end', () => resolve(n));
    });
  });

/**
 * Checks an XLSX (a zip) before anything parses it: at most MAX_ENTRIES entries, and every entry
 * really inflated and counted, so a zip bomb (or sizes that lie) is refused with 413 having
 * held at most one buffer of it. Also answers whether it looks like a workbook at all.
 */
export async function checkZip(buf: Buffer): Promise<void> {
  const zip = await open(buf);
  let total = 0;
  let entries = 0;
  let workbook = false;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(refuse.notSheet()));
      zip.on('end', resolve);
      zip.on('entry', (entry: Entry) => {
        entries++;
        if (entries > MAX_ENTRIES) return reject(refuse.expands());
        if (entry.fileName === 'xl/workbook.xml') workbook = true;
        if (total + entry.uncompressedSize > MAX_EXPANDED) return reject(refuse.expands());
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        inflate(zip, entry, MAX_EXPANDED - total).then((n) => {
          total += n;
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (!workbook) throw refuse.notSheet();
}
