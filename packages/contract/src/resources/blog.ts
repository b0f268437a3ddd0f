import { z } from 'zod';
import { RecordMetaSchema, SoftDeleteMetaSchema } from '../common/list';
import { MULTILINE, noTags, optionalText, richText, slugify, text } from '../common/fields';
import { ImageMetaSchema } from '../common/image';

/**
 * Multipart with the image as `image` (spec §7). Creation sends '' for missing text fields
 * (spec §5): a blank link is made from the title, blank authors become "admin" (spec §9).
 */
export const BlogCreateSchema = z.object({
  title: text('Title', 200),
  shortDesc: optionalText('Short description', 1000, MULTILINE),
  /** Rich text (HTML); the server keeps a safe subset of tags. */
  fullDesc: richText('Full description', 100_000).optional(),
  /** The post's unique slug; typed text is turned into one ("My Post" → "my-post"). */
  link: noTags('Link', 200).transform(slugify).optional(),
  createdBy: optionalText('Created by', 100),
  updatedBy: optionalText('Updated by', 100),
});
export type BlogCreate = z.infer<typeof BlogCreateSchema>;
/** Spec §5: an update sends only the fields that are filled. */
export const BlogUpdateSchema = BlogCreateSchema.partial();
export type BlogUpdate = z.infer<typeof BlogUpdateSchema>;

export const BlogSchema = RecordMetaSchema.extend({
  title: z.string(),
  shortDesc: z.string().nullable(),
  fullDesc: z.string().nullable(),
  link: z.string(),
  createdBy: z.string(),
  updatedBy: z.string(),
  ...ImageMetaSchema.shape,
  ...SoftDeleteMetaSchema.shape,
});
export type Blog = z.infer<typeof BlogSchema>;

export { BLOG_DEFAULT_AUTHOR, blogResource } from './catalogue-basics';
