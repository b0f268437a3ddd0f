import { MESSAGES, blogResource, type Blog } from '@studydesk/contract';
import { createCrudApi } from '../../lib/crud/crud-api';
import { multipart } from '../../lib/form-data';
import { createTrashApi } from '../../lib/crud/trash-api';
import type { BlogForm } from './blog-form';

const { path } = blogResource;

/**
 * /blog: multipart; creation sends '' for blank text, updates only what is filled (spec §5);
 * `PATCH /blog/{id}` is the (soft) delete. A list answer without data is "No data returned",
 * an update answered without an id "Invalid blog update data received" (spec §5/§8).
 */
export const blogApi = createCrudApi<Blog, BlogForm>({
  resource: blogResource,
  encode: multipart({ arrays: 'indexed', blankOnCreate: 'send' }),
  remove: { method: 'PATCH', url: (id) => `${path}/${id}` },
  malformedMessage: MESSAGES.blog.noData,
  malformedUpdateMessage: MESSAGES.blog.invalidUpdate,
});

/** Restore, and the permanent `DELETE /blog/{id}`. */
export const blogTrashApi = createTrashApi({
  tag: blogApi.tag,
  path,
  purge: { method: 'DELETE', url: (id) => `${path}/${id}` },
});
