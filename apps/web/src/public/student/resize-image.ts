import { STUDENT_PHOTO_MAX_SIDE } from '@studydesk/contract';

/** A file as it is sent: its bytes and the name it goes by. */
export type Outgoing = { blob: Blob; name: string };

const QUALITY = 0.85;

/** `IMG_1234.HEIC` → `IMG_1234.jpg` */
const asJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * A photo from a phone's camera is often 4000 px and 5 MB: drawn again at most
 * STUDENT_PHOTO_MAX_SIDE px on its longest side, as a JPEG, before it is sent. Anything else (a
 * PDF, a small picture, a picture the browser cannot draw such as HEIC outside Safari) goes as
 * it is; the server checks and converts it.
 */
export async function prepareFile(file: File): Promise<Outgoing> {
  const as = { blob: file as Blob, name: file.name };
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return as;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return as;
  }
  const scale = Math.min(1, STUDENT_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.type === 'image/jpeg') {
    bitmap.close();
    return as;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return as;
  // a transparent PNG's background, white as on paper, not black
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', QUALITY));
  return blob ? { blob, name: asJpegName(file.name) } : as;
}
