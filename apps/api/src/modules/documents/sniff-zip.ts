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
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
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

/** One small entry's text, inflated with its declared size enforced (yauzl checks it). */
function text(zip: ZipFile, entry: Entry): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      stream.on('error', reject);
    });
  });
}

/**
 * A .docx is a zip with `[Content_Types].xml` naming a Word main part and `word/document.xml`.
 * The declared sizes are summed before anything expands: a zip bomb is refused unread. Only the
 * small content-types part is inflated (its declared size enforced). Macros (vbaProject.bin)
 * are refused: a .docm renamed .docx.
 */
export async function checkDocx(bytes: Buffer): Promise<void> {
  const zip = await open(bytes).catch(() => {
    throw badRequest(M.docxBroken);
  });
  const list = await entries(zip).catch((err: unknown) => {
    throw err instanceof AppError ? err : badRequest(M.docxBroken);
  });
  const expanded = list.reduce((n, e) => n + e.uncompressedSize, 0);
  if (expanded > DOCX_MAX_EXPANDED || expanded > bytes.length * MAX_RATIO)
    throw badRequest(M.docxTooLarge);
  const names = new Map(list.map((e) => [e.fileName, e]));
  const types = names.get(CONTENT_TYPES);
  if (!types || !names.has(MAIN) || types.uncompressedSize > CONTENT_TYPES_MAX)
    throw badRequest(M.docxBroken);
  if ([...names.keys()].some((n) => /vbaProject\.bin$/i.test(n))) throw badRequest(M.unsupported);
  const xml = await text(zip, types).catch(() => {
    throw badRequest(M.docxBroken);
  });
  if (!xml.includes(WORD_MAIN)) throw badRequest(M.docxBroken);
}
