import { z } from 'zod';
import { RecordMetaSchema, SoftDeleteMetaSchema } from '../common/list';
import { dateTime, optionalText, text, webAddress } from '../common/fields';
import { ImageMetaSchema } from '../common/image';

const fields = {
  title: text('Title', 200),
  /** Who or where the picture is from. */
  from: optionalText('From', 200),
  link: webAddress('Link'),
  date: dateTime('Date'),
};
/** Multipart with the image as `image` (spec §7); a blank date means now (spec §9). */
export const GalleryCreateSchema = z.object({
  ...fields,
  date: z
    .union([z.literal(''), fields.date])
    .optional()
    .transform((v) => (v ? v : new Date().toISOString())),
});
export type GalleryCreate = z.infer<typeof GalleryCreateSchema>;
/** Spec §5: an update sends only the fields that are filled. */
export const GalleryUpdateSchema = z.object(fields).partial();
export type GalleryUpdate = z.infer<typeof GalleryUpdateSchema>;

export const GallerySchema = RecordMetaSchema.extend({
  title: z.string(),
  from: z.string().nullable(),
  link: z.string().nullable(),
  date: z.string(),
  ...ImageMetaSchema.shape,
  ...SoftDeleteMetaSchema.shape,
});
export type GalleryItem = z.infer<typeof GallerySchema>;

export { galleryResource } from './catalogue-basics';
