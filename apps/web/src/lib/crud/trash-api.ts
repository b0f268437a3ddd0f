import type { TypedUseMutation } from '@reduxjs/toolkit/query/react';
import { api } from '../api';
import { changed, crudTags, endpointName, pick } from './tags';
import type { ApiBaseQuery, IdRoute } from './types';
import { createIdMutation } from './id-endpoints';
import { emptyList, patchCachedLists } from './list-cache';

type Config = {
  /** the resource's cache tag (its CrudApi's `tag`) */
  tag: string;
  /** its path, e.g. `/blog` */
  path: string;
  /** the permanent delete: `DELETE /blog/{id}`, `DELETE /intake/hard/{id}` … */
  purge: IdRoute;
};

/**
 * The writes on a soft-deleted resource's trash: restore (`POST path/{id}/restore`) and the
 * permanent delete; both reload the lists the record is in.
 */
export function createTrashApi({ tag, path, purge }: Config) {
  return {
    useRestoreMutation: createIdMutation<unknown>({
      tag,
      name: endpointName(tag, 'Restore'),
      route: { method: 'POST', url: (id) => `${path}/${id}/restore` },
    }),
    usePurgeMutation: createIdMutation<unknown>({
      tag,
      name: endpointName(tag, 'Purge'),
      route: purge,
    }),
  };
}
export type TrashApi = ReturnType<typeof createTrashApi>;

/**
 * `DELETE path` removes every record (spec §4 intake, contacts): every cached list is emptied
 * with its count set to zero at once, then asked again.
 */
export function createRemoveAllMutation(tag: string, path: string) {
  const name = endpointName(tag, 'RemoveAll');
  const { list } = crudTags(tag);
  const injected = api.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      [name]: build.mutation<unknown, void>({
        query: () => ({ url: path, method: 'DELETE' }),
        onQueryStarted: async (_arg, lifecycle) => {
          const done = await lifecycle.queryFulfilled.then(() => true).catch(() => false);
          if (done) patchCachedLists(lifecycle, endpointName(tag, 'List'), emptyList);
        },
        invalidatesTags: (_res, err) => (changed(err) ? [list] : []),
      }),
    }),
  });
  const endpoints: Record<string, unknown> = injected.endpoints;
  return pick<{ useMutation: TypedUseMutation<unknown, void, ApiBaseQuery> }>(endpoints, name)
    .useMutation;
}
