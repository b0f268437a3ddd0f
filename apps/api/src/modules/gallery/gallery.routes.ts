import type { FastifyInstance } from 'fastify';
import {
  GalleryCreateSchema,
  GallerySchema,
  GalleryUpdateSchema,
  MESSAGES,
  galleryResource as r,
  type GalleryItem,
} from '@studydesk/contract';
import { registerResource } from '../../lib/crud/resource';
import type { CatalogueDeps } from '../catalogue';

/** Spec §4/§7: deletion is soft (`DELETE /gallery/soft/{id}`); `DELETE /gallery/{id}` purges. */
export function galleryRoutes(app: FastifyInstance, { handle, images }: CatalogueDeps) {
  registerResource<GalleryItem>(app, handle, r, {
    permission: 'gallery',
    schemas: { item: GallerySchema, create: GalleryCreateSchema, update: GalleryUpdateSchema },
    repo: { table: 'gallery', searchable: ['title', 'from'], softDelete: true },
    notFoundMessage: MESSAGES.gallery.notFound,
    softDelete: { method: 'DELETE', url: `${r.path}/soft/:id` },
    images,
  });
}
