import type { z } from 'zod';
import { BLOG_DEFAULT_AUTHOR, BlogCreateSchema, type Blog } from '@studydesk/contract';
import { defineCrudForm } from '../../components/crud-resource';
import { imageField } from '../../components/image-field';
import { withImage } from '../../lib/image-upload';

export const BlogFormSchema = withImage(BlogCreateSchema);
export type BlogForm = z.output<typeof BlogFormSchema>;

const author = `Left blank: ${BLOG_DEFAULT_AUTHOR}`;

/** The blog form, loaded when its dialog first opens. */
export const blogForm = defineCrudForm<Blog>()({
  schema: BlogFormSchema,
  fields: [
    { name: 'title', label: 'Title', required: true },
    {
      name: 'link',
      label: 'Link',
      helperText: 'The post’s address; made from the title when blank',
    },
    { name: 'shortDesc', label: 'Short description', rows: 2 },
    {
      name: 'fullDesc',
      label: 'Full description',
      rows: 8,
      helperText:
        'Paragraphs, lists, links and emphasis in HTML are kept; anything else is removed',
    },
    { name: 'createdBy', label: 'Created by', helperText: author },
    { name: 'updatedBy', label: 'Updated by', helperText: author },
    imageField(),
  ],
  blank: {
    title: '',
    link: '',
    shortDesc: '',
    fullDesc: '',
    createdBy: '',
    updatedBy: '',
    image: null,
  },
  fromRow: (row) => ({
    title: row.title,
    link: row.link,
    shortDesc: row.shortDesc ?? '',
    fullDesc: row.fullDesc ?? '',
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    image: row.image,
  }),
});
