import pLimit from 'p-limit';
import sharp from 'sharp';
import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import { AppError, badRequest } from '../../lib/errors';
import type { FileKind } from './sniff';
import { checkDocx } from './sniff-zip';

/** A phone's camera reaches 48 megapixels; a picture decoding to more is refused unread. */
export const DOCUMENT_MAX_PIXELS = 50_000_000;
/** Pictures decoded at once (each can take a few hundred MB while it is re-encoded). */
const queue = pLimit(2);

export type Converted = { bytes: Buffer; contentType: string; extension: string };

const tooManyPixels = () => new AppError(413, 'payload_too_large', M.imageTooManyPixels);

/** The largest picture a HEIF file declares (its `ispe` boxes), read before anything decodes. */
export function heifPixels(b: Buffer): number | null {
  let most: number | null = null;
  for (let at = b.indexOf('ispe'); at >= 0; at = b.indexOf('ispe', at + 4)) {
    if (at + 16 > b.length) break;
    // box type, then version and flags (4 bytes), then width and height (4 bytes each)
    const pixels = b.readUInt32BE(at + 8) * b.readUInt32BE(at + 12);
    most = Math.max(most ?? 0, pixels);
  }
  return most;
}

/**
 * A picture re-encoded in its own format (JPEG, PNG or WebP): orientation applied, every bit of
 * metadata (EXIF with GPS, comments, anything appended) left behind. Only the header is read
 * before the size check; sharp's own pixel limit stands behind it.
 */
async function reencode(b: Buffer, kind: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  // The header only, whatever it declares (the pixel check below is ours, with its message).
  const meta = await sharp(b, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(M.imageBroken);
    });
  if (meta.format !== kind) throw badRequest(M.imageBroken);
  if (meta.width * (meta.pageHeight ?? meta.height) > DOCUMENT_MAX_PIXELS) throw tooManyPixels();
  // Any decoder warning (a truncated file) fails it: a document must be whole.
  const image = sharp(b, { limitInputPixels: DOCUMENT_MAX_PIXELS, failOn: 'warning' }).rotate();
  const out =
    kind === 'jpeg'
      ? image.jpeg({ quality: 88, mozjpeg: false })
      : kind === 'png'
        ? image.png({ compressionLevel: 6 })
        : image.webp({ quality: 88 });
  return queue(() => out.toBuffer()).catch(() => {
    throw badRequest(M.imageBroken);
  });
}

/** HEIC (iPhone photos) as JPEG, size-checked from the container before it is decoded. */
async function fromHeic(b: Buffer): Promise<Buffer> {
  const pixels = heifPixels(b);
  if (pixels === null) throw badRequest(M.heicBroken);
  if (pixels > DOCUMENT_MAX_PIXELS) throw tooManyPixels();
  // Loaded on first use: its decoder is a large WebAssembly module most servers never need.
  const { default: heicConvert } = await import('heic-convert');
  const jpeg = await queue(() => heicConvert({ buffer: b, format: 'JPEG', quality: 0.88 })).catch(
    () => {
      throw badRequest(M.heicBroken);
    },
  );
  return reencode(Buffer.from(jpeg), 'jpeg');
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The bytes to keep for a file of this kind (pictures re-encoded, others checked as they are). */
export async function convert(b: Buffer, kind: FileKind): Promise<Converted> {
  switch (kind) {
    case 'pdf':
      return { bytes: b, contentType: 'application/pdf', extension: 'pdf' };
    case 'docx':
      await checkDocx(b);
      return { bytes: b, contentType: DOCX, extension: 'docx' };
    case 'heic':
      return { bytes: await fromHeic(b), contentType: 'image/jpeg', extension: 'jpg' };
    case 'jpeg':
      return { bytes: await reencode(b, kind), contentType: 'image/jpeg', extension: 'jpg' };
    default:
      return { bytes: await reencode(b, kind), contentType: `image/${kind}`, extension: kind };
  }
}
