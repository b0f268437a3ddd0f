import type { FastifyInstance } from 'fastify';
import {
  BLOG_DEFAULT_AUTHOR,
  BlogCreateSchema,
  BlogSchema,
  BlogUpdateSchema,
  MESSAGES,
  blogResource as r,
  slugify,
  type Blog,
  type BlogUpdate,
} from '@studydesk/contract';
import { newId } from '../../lib/ids';
import type { Row } from '../../lib/crud/repository';
import { registerResource } from '../../lib/crud/resource';
import { sanitizeRichText } from '../../lib/rich-text';
import type { CatalogueDeps } from '../catalogue';

/**
 * Blank fields (spec §5: creation sends '' for missing text) get their defaults: the link from
 * the title, the authors "admin" (spec §9). The rich text is sanitised on every write.
 */
function prepare(body: Row, mode: 'create' | 'update'): Row {
  const b = { ...body } as BlogUpdate;
  if (b.fullDesc !== undefined) b.fullDesc = sanitizeRichText(b.fullDesc);
  if (mode === 'update') {
    if (b.link === '') delete b.link;
    return b;
  }
  b.link = b.link || slugify(b.title ?? '') || `post-${newId().slice(0, 8)}`;
  b.createdBy = b.createdBy || BLOG_DEFAULT_AUTHOR;
  b.updatedBy = b.updatedBy || b.createdBy;
  return b;
}

/** Spec §7: `PATCH /blog/{id}` soft delete, `DELETE /blog/{id}` permanent; lists `{data, total}`. */
export function blogRoutes(app: FastifyInstance, { handle, images }: CatalogueDeps) {
  registerResource<Blog>(app, handle, r, {
    permission: 'blog',
    schemas: { item: BlogSchema, create: BlogCreateSchema, update: BlogUpdateSchema },
    repo: {
      table: 'blogs',
      searchable: ['title', 'shortDesc', 'link'],
      softDelete: true,
      unique: { link: MESSAGES.blog.linkTaken },
    },
    notFoundMessage: MESSAGES.blog.notFound,
    softDelete: { method: 'PATCH', url: `${r.path}/:id` },
    images,
    prepare,
  });
}
