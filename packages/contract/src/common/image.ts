import { z } from 'zod';

export * from './image-basics';

/** What a record with an image carries: public URL paths of the stored WebP and its thumbnail. */
export const ImageMetaSchema = z.object({
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
});
