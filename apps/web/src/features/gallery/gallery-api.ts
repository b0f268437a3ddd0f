import { MESSAGES, galleryResource, type GalleryItem } from '@studydesk/contract';
import { createCrudApi } from '../../lib/crud/crud-api';
import { multipart } from '../../lib/form-data';
import { createTrashApi } from '../../lib/crud/trash-api';
import type { GalleryForm } from './gallery-form';

const { path } = galleryResource;

/**
 * /gallery: multipart; creation sends '' for blank text, updates only what is filled (spec §5);
 * `DELETE /gallery/soft/{id}` is the delete. Lists answer {data, total} or a plain array.
 */
export const galleryApi = createCrudApi<GalleryItem, GalleryForm>({
  resource: galleryResource,
  encode: multipart({ arrays: 'indexed', blankOnCreate: 'send' }),
  remove: { method: 'DELETE', url: (id) => `${path}/soft/${id}` },
  malformedMessage: MESSAGES.gallery.load,
});

/** Restore, and the permanent `DELETE /gallery/{id}`. */
export const galleryTrashApi = createTrashApi({
  tag: galleryApi.tag,
  path,
  purge: { method: 'DELETE', url: (id) => `${path}/${id}` },
});
