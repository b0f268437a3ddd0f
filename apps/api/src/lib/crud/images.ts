import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_UPLOAD, MESSAGES } from '@studydesk/contract';
import { AppError } from '../errors';
import type { Storage } from '../../plugins/storage';

export type ImageColumns = { image: string; thumbnail: string };
type WithImage = { image?: unknown; thumbnail?: unknown };

/** Decompression bombs: a small file that decodes to a huge bitmap is refused. */
const MAX_PIXELS = IMAGE_UPLOAD.maxPixels;
/**
 * Images decoded and encoded at once. Each holds a thread of libuv's pool (4 by default), which
 * password hashing and file reads share: two leave room for the rest of the server.
 */
export const IMAGE_CONCURRENCY = 2;
const unsupported = () => new AppError(415, 'unsupported_media_type', MESSAGES.uploads.unsupported);
const tooManyPixels = () => new AppError(413, 'payload_too_large', MESSAGES.uploads.tooManyPixels);

/**
 * Judged by content (sharp's own detection), never by name or declared type; SVG is refused.
 * Only the header is read: the size is checked before anything is decoded.
 */
async function detect(input: Buffer): Promise<void> {
  const meta = await sharp(input)
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  // sharp reports AVIF as HEIF with the AV1 codec; other HEIF is not something browsers show.
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (!(IMAGE_UPLOAD.formats as readonly string[]).includes(format)) throw unsupported();
  // Only the first frame of an animation is decoded.
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_PIXELS) throw tooManyPixels();
}

/** Re-encoded to WebP (orientation applied, metadata such as EXIF/GPS dropped) with a thumbnail. */
export async function reencode(input: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  await detect(input);
  const source = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
  const webp = (side: number, quality: number) =>
    source
      .clone()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      // effort 2 (of 0–6, default 4): measured ~3× faster on photos for a similar size.
      .webp({ quality, effort: 2 })
      .toBuffer();
  try {
    const [image, thumbnail] = await Promise.all([
      webp(IMAGE_UPLOAD.maxSide, 82),
      webp(IMAGE_UPLOAD.thumbnailSide, 75),
    ]);
    return { image, thumbnail };
  } catch {
    throw unsupported(); // a valid header over a broken body
  }
}

/** The one image pipeline every resource with an image goes through. */
export function createImages(storage: Storage) {
  // Ten uploads at once queue here instead of taking every thread the server has.
  const queue = pLimit(IMAGE_CONCURRENCY);
  const discard = async (rec: WithImage | undefined) => {
    for (const url of [rec?.image, rec?.thumbnail])
      if (typeof url === 'string') await storage.remove(url);
  };
  const store = async (upload: Buffer): Promise<ImageColumns> => {
    const { image, thumbnail } = await queue(() => reencode(upload));
    const name = randomUUID();
    const stored: Partial<ImageColumns> = {};
    try {
      stored.image = await storage.put(`${name}.webp`, image);
      stored.thumbnail = await storage.put(`${name}.thumb.webp`, thumbnail);
      return stored as ImageColumns;
    } catch (err) {
      await discard(stored);
      throw err;
    }
  };
  return {
    discard,
    /** Images being processed and waiting (for tests and metrics). */
    load: () => ({ active: queue.activeCount, waiting: queue.pendingCount }),
    /**
     * Stores the upload (if any), then runs the write with its columns. When the write fails
     * or finds no record, the new files are removed: no orphan file, no half-saved record.
     */
    async withUpload<T>(
      upload: Buffer | undefined,
      write: (columns: Partial<ImageColumns>) => Promise<T>,
    ): Promise<T> {
      const columns = upload ? await store(upload) : {};
      const result = await write(columns).catch(async (err: unknown) => {
        await discard(columns);
        throw err;
      });
      if (result === undefined) await discard(columns);
      return result;
    },
  };
}
export type Images = ReturnType<typeof createImages>;
