import zlib from 'node:zlib';
import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import { badRequest } from '../../lib/errors';

/** What a PDF's compressed streams may expand to in all while it is judged (bombs stop here). */
export const PDF_MAX_INFLATED = 64 * 1024 * 1024;
/** Where `%%EOF` must be: at the end, give or take trailing whitespace or a short trailer. */
const PDF_TAIL = 1024;
/** PDF actions that run code or other programs; `#xx` escapes in names are decoded first. */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|RichMedia)\b/;
/** In streams of data (page text, fonts): only names too long to be spelled by chance. */
const PDF_ACTIVE_LONG = /\/(JavaScript|Launch|RichMedia)\b/;
const PDF_NAME_ESCAPES = /\/[^\s/<>[\]()]*#[0-9a-fA-F]{2}[^\s/<>[\]()]*/g;
/** A stream: the dictionary after its `obj` (never past `endobj`), then its bytes. */
const STREAM = /\bobj\b((?:(?!\bendobj\b)[\s\S])*?)\bstream\r?\n([\s\S]*?)endstream\b/g;
const STREAMS = /\bstream\r?\n[\s\S]*?\bendstream\b/g;
const FILTERS = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/;
const FLATE = new Set(['/FlateDecode', '/Fl']);

/** A name's `#xx` escapes decoded: `/J#61vaScript` is `/JavaScript` to a viewer. */
const unescapeNames = (text: string) =>
  text.replace(PDF_NAME_ESCAPES, (n) =>
    n.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
  );

type Stream = { dict: string; data: Buffer };
type Budget = { left: number };

/** Object streams hold dictionaries (actions among them) as a viewer reads them. */
const isObjectStream = (dict: string) =>
  /\/Type\s*\/ObjStm\b/.test(dict) || (/\/N\b/.test(dict) && /\/First\b/.test(dict));

/** The stream's bytes with its filters undone, or null when one is not Flate (or fails). */
function decoded(s: Stream, budget: Budget): Buffer | null {
  const filters = FILTERS.exec(s.dict)?.[1]?.match(/\/[^\s/[\]]+/g) ?? [];
  if (filters.some((f) => !FLATE.has(f)) || /\/Predictor\s*[2-9]/.test(s.dict)) return null;
  let bytes = s.data;
  for (let n = 0; n < filters.length; n++) {
    try {
      bytes = zlib.inflateSync(bytes, {
        maxOutputLength: budget.left + 1,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw badRequest(M.pdfTooLarge);
      return null;
    }
    budget.left -= bytes.length;
    if (budget.left < 0) throw badRequest(M.pdfTooLarge);
  }
  return bytes;
}

/**
 * Judges one stream. An object stream must be read (else a script could hide in it): judged
 * like the file's own objects, refused when it cannot be decoded. Other streams (page text,
 * fonts) are data a viewer never runs: judged by the long action names only, skipped when they
 * are pictures or cannot be decoded.
 */
function checkStream(s: Stream, budget: Budget) {
  const objects = isObjectStream(s.dict);
  if (!objects && /\/Subtype\s*\/Image\b/.test(s.dict)) return;
  const bytes = decoded(s, budget);
  if (!bytes) {
    if (objects) throw badRequest(M.pdfUnreadable);
    return;
  }
  const text = unescapeNames(bytes.toString('latin1'));
  if ((objects ? PDF_ACTIVE : PDF_ACTIVE_LONG).test(text)) throw badRequest(M.pdfActive);
}

/**
 * A PDF must end as one and carry no action that runs code, whether written in the file's own
 * objects or in a compressed stream (PDF 1.5 keeps most objects in compressed object streams):
 * streams are inflated, within PDF_MAX_INFLATED in all, before the file is judged.
 */
export function checkPdf(b: Buffer) {
  if (!b.subarray(Math.max(0, b.length - PDF_TAIL)).includes('%%EOF'))
    throw badRequest(M.pdfTruncated);
  const latin = b.toString('latin1');
  // Outside the streams only: compressed bytes spell "/JS" by chance in most large files.
  if (PDF_ACTIVE.test(unescapeNames(latin.replace(STREAMS, '')))) throw badRequest(M.pdfActive);
  const budget = { left: PDF_MAX_INFLATED };
  for (const m of latin.matchAll(STREAM))
    checkStream({ dict: unescapeNames(m[1]!), data: Buffer.from(m[2]!, 'latin1') }, budget);
}
