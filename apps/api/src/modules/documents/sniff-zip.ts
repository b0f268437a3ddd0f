import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import { AppError, badRequest } from '../../lib/errors';

/** A Word document has a few hundred entries at most; a zip of thousands is not one. */
export const DOCX_MAX_ENTRIES = 2000;
/** What the entries may expand to in all, whatever the file's size (zip bombs). */
export const DOCX_MAX_EXPANDED = 100 * 1024 * 1024;
/** How much the whole may expand relative to the file (text compresses ~10×; bombs ~1000×). */
const MAX_RATIO = 100;
const CONTENT_TYPES = '[Content_Types].xml';
const MAIN = 'word/document.xml';
const CONTENT_TYPES_MAX = 256 * 1024;
const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const open = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    // Sizes are counted as the bytes come out, below: the headers' say nothing we rely on.
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );

/** Every entry's header (the central directory only: nothing is inflated). */
function entries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const all: Entry[] = [];
    zip.on('entry', (e: Entry) => {
      all.push(e);
      if (all.length > DOCX_MAX_ENTRIES) reject(badRequest(M.docxTooLarge));
      else zip.readEntry();
    });
    zip.on('end', () => resolve(all));
    zip.on('error', reject);
    zip.readEntry();
  });
}

type Budget = { left: number };

/**
 * Inflates one entry as a stream, counting the bytes that actually come out against what the
 * whole may expand to, and stopping there: a header understating its entry's size changes
 * nothing. Keeps the bytes (up to `keep`) only for the part that is read.
 */
function expand(zip: ZipFile, entry: Entry, budget: Budget, keep = 0): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(badRequest(M.docxBroken));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        budget.left -= c.length;
        if (budget.left < 0 || (keep && size > keep)) {
          stream.destroy();
          reject(badRequest(budget.left < 0 ? M.docxTooLarge : M.docxBroken));
        } else if (keep) chunks.push(c);
      });
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', () => reject(badRequest(M.docxBroken)));
    });
  });
}

/**
 * A .docx is a zip with `[Content_Types].xml` naming a Word main part and `word/document.xml`.
 * The declared sizes are summed first (a bomb that says so is refused unread); then every entry
 * is inflated, one at a time, counting what really comes out, within DOCX_MAX_EXPANDED and 100×
 * the file. Macros (vbaProject.bin) are refused: a .docm renamed .docx.
 */
export async function checkDocx(bytes: Buffer): Promise<void> {
  const zip = await open(bytes).catch(() => {
    throw badRequest(M.docxBroken);
  });
  const list = await entries(zip).catch((err: unknown) => {
    throw err instanceof AppError ? err : badRequest(M.docxBroken);
  });
  const limit = Math.min(DOCX_MAX_EXPANDED, bytes.length * MAX_RATIO);
  if (list.reduce((n, e) => n + e.uncompressedSize, 0) > limit) throw badRequest(M.docxTooLarge);
  const names = new Map(list.map((e) => [e.fileName, e]));
  const types = names.get(CONTENT_TYPES);
  if (!types || !names.has(MAIN)) throw badRequest(M.docxBroken);
  if ([...names.keys()].some((n) => /vbaProject\.bin$/i.test(n))) throw badRequest(M.unsupported);
  const budget = { left: limit };
  const xml = (await expand(zip, types, budget, CONTENT_TYPES_MAX)).toString('utf8');
  if (!xml.includes(WORD_MAIN)) throw badRequest(M.docxBroken);
  for (const e of list) if (e !== types) await expand(zip, e, budget);
}
