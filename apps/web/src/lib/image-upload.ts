import { z } from 'zod';
import { IMAGE_UPLOAD } from '@studydesk/contract';

const MB = 1024 * 1024;
const LIMIT_MB = Math.round(IMAGE_UPLOAD.maxBytes / MB);
/** What the browser offers to pick; the server judges by content anyway. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const ACCEPTED = new Set(IMAGE_ACCEPT.split(','));

export const IMAGE_RULES_TEXT = `Images up to ${LIMIT_MB} MB: JPEG, PNG, WebP, GIF`;
export const IMAGE_TYPE_ERROR = 'Choose a JPEG, PNG, WebP or GIF image';
export const IMAGE_SIZE_ERROR = `The image is larger than ${LIMIT_MB} MB`;

/** Why a picked file cannot be sent, checked before any upload; undefined when it can. */
export function imageFileProblem(file: Blob): string | undefined {
  if (!ACCEPTED.has(file.type)) return IMAGE_TYPE_ERROR;
  if (file.size > IMAGE_UPLOAD.maxBytes) return IMAGE_SIZE_ERROR;
  return undefined;
}

/**
 * An image form value: a newly picked file (sent), the URL of the stored image (kept, not
 * sent), or null for none.
 */
export type ImageValue = File | string | null;

export const ImageValueSchema = z
  .union([
    z.instanceof(File).superRefine((file, ctx) => {
      const problem = imageFileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    z.string(),
    z.null(),
  ])
  .optional();

/** A contract schema plus the image the form carries (the contract has no file field). */
export function withImage<S extends z.ZodObject>(schema: S) {
  return schema.extend({ image: ImageValueSchema });
}
