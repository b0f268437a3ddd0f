import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import { badRequest } from '../../lib/errors';
import { checkPdf } from './sniff-pdf';

/** What a file is, by its first bytes. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'heic' | 'docx';

const KIND_NAMES: Record<FileKind, string> = {
  pdf: 'a PDF',
  jpeg: 'a JPEG picture',
  png: 'a PNG picture',
  webp: 'a WebP picture',
  heic: 'a HEIC photo',
  docx: 'a Word document',
};
/** The extensions each kind may be named with. */
const EXTENSIONS: Record<string, FileKind> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  webp: 'webp',
  heic: 'heic',
  heif: 'heic',
  docx: 'docx',
};
/** HEIF brands of still pictures (AVIF is not HEIC, and not accepted). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1']);

const starts = (b: Buffer, sig: number[] | string, at = 0) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= at + bytes.length && b.subarray(at, at + bytes.length).equals(bytes);
};

/** The kind the bytes say, or null for anything else. */
export function kindOf(b: Buffer): FileKind | null {
  if (starts(b, '%PDF-')) return 'pdf';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(b, 'RIFF') && starts(b, 'WEBP', 8)) return 'webp';
  if (starts(b, 'ftyp', 4) && HEIC_BRANDS.has(b.toString('latin1', 8, 12))) return 'heic';
  if (starts(b, [0x50, 0x4b, 0x03, 0x04])) return 'docx';
  return null;
}

/*
 * Web page code anywhere in the file: a polyglot (a picture or PDF that is also a page) is
 * refused rather than trusted to be served right. Patterns of five characters and more, so a
 * photo's compressed bytes do not match them by chance.
 */
const MARKUP = /<(script|html|iframe|body|object|embed)[\s>/]|<!doctype\s+html|javascript:/i;
/** Extensions of kinds refused whatever the bytes (a page or a program named to look harmless). */
const REFUSED = new Set([
  'html',
  'htm',
  'xhtml',
  'svg',
  'xml',
  'js',
  'exe',
  'bat',
  'cmd',
  'sh',
  'docm',
]);
const extensionOf = (fileName: string) => /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();

/**
 * What the file is, judged by its bytes. Refused with a 400 saying why: a kind we
 * do not take, web page code inside, a PDF cut short or carrying scripts, and a name whose
 * extension says another kind (a PDF named .jpg): the name is what staff and the student see
 * and open it by. A name with an extension we do not know (or none) is judged by the bytes
 * alone. Pictures and Word documents are checked further (convert.ts, sniff-zip.ts).
 */
export function sniff(b: Buffer, fileName: string): FileKind {
  if (MARKUP.test(b.toString('latin1'))) throw badRequest(M.markup);
  const kind = kindOf(b);
  const ext = extensionOf(fileName);
  if (!kind || (ext && REFUSED.has(ext))) throw badRequest(M.unsupported);
  const named = ext ? EXTENSIONS[ext] : undefined;
  if (named && named !== kind) throw badRequest(M.nameMismatch(`.${ext}`, KIND_NAMES[kind]));
  if (kind === 'pdf') checkPdf(b);
  return kind;
}
