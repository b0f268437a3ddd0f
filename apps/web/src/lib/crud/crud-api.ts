import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { ListEnvelope } from '@studydesk/contract';
import { api } from '../api';
import type { WriteMode } from '../form-data';
import { patchCachedLists, replaceRow } from './list-cache';
import { normaliseList, type ListResult } from './list-envelope';
import { changed, crudTags, endpointName, listParams, malformed, pick } from './tags';
import type {
  ApiBaseQuery,
  CacheTag,
  CrudApi,
  CrudConfig,
  CrudRow,
  IdRoute,
  ListArgs,
  UpdateArgs,
} from './types';

type Resolved<C, T> = {
  path: string;
  envelope?: ListEnvelope;
  encode: (body: C | Partial<C>, mode: WriteMode) => unknown;
  remove: IdRoute;
  malformedMessage: string;
  malformedUpdateMessage?: string;
  removeReplacesRow: boolean;
  name: (op: string) => string;
  list: { type: string; id: string };
  liveList: { type: string; id: string };
  one: (id: string) => CacheTag;
  /** what a successful create or update invalidates beyond its own tags */
  related: (saved: T | undefined) => CacheTag[];
};

function defineEndpoints<T extends CrudRow, C>(
  build: EndpointBuilder<ApiBaseQuery, string, 'api'>,
  r: Resolved<C, T>,
) {
  const { path, name, list, liveList, one } = r;
  return {
    [name('List')]: build.query<ListResult<T>, ListArgs>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: path, params: listParams(args) });
        if (res.error) return { error: res.error };
        const result = normaliseList<T>(res.data, r.envelope);
        return result ? { data: result } : { error: malformed(r.malformedMessage) };
      },
      providesTags: (res) => [list, liveList, ...(res?.items.map((row) => one(row._id)) ?? [])],
    }),
    [name('Get')]: build.query<T, string>({
      query: (id) => `${path}/${id}`,
      providesTags: (_res, _err, id) => [one(id)],
    }),
    [name('Create')]: build.mutation<T, C>({
      query: (body) => ({ url: path, method: 'POST', body: r.encode(body, 'create') }),
      invalidatesTags: (res, err) => (changed(err) ? [list, ...r.related(res)] : []),
    }),
    [name('Update')]: build.mutation<T, UpdateArgs<C>>({
      queryFn: async ({ id, body }, _api, _extra, baseQuery) => {
        const args = { url: `${path}/${id}`, method: 'PUT', body: r.encode(body, 'update') };
        const res = await baseQuery(args);
        if (res.error) return { error: res.error };
        const saved = res.data as Partial<T> | null;
        if (r.malformedUpdateMessage && !saved?._id)
          return { error: malformed(r.malformedUpdateMessage) };
        return { data: saved as T };
      },
      invalidatesTags: (res, err, { id }) =>
        changed(err) ? [one(id), list, ...r.related(res)] : [],
    }),
    [name('Remove')]: build.mutation<unknown, string>({
      query: (id) => ({ url: r.remove.url(id), method: r.remove.method }),
      invalidatesTags: (_res, err, id) =>
        changed(err) && !r.removeReplacesRow ? [one(id), list] : [],
      onQueryStarted: async (_id, lifecycle) => {
        if (!r.removeReplacesRow) return;
        const { data } = await lifecycle.queryFulfilled.catch(() => ({ data: undefined }));
        if ((data as T | undefined)?._id)
          patchCachedLists(lifecycle, name('List'), replaceRow(data as T));
      },
    }),
  };
}

/**
 * list/get/create/update/remove for one REST resource on the one RTK Query API, with cache tags
 * per list and per id: create invalidates the list; update and remove the id and the list.
 */
export function createCrudApi<T extends CrudRow, C>(config: CrudConfig<C, T>): CrudApi<T, C> {
  const { path, envelope } = config.resource;
  const tag = config.tag ?? config.resource.name;
  const name = (op: string) => endpointName(tag, op);
  const { alsoInvalidates } = config;
  const resolved: Resolved<C, T> = {
    path,
    envelope,
    encode: (body, mode) => (config.encode ? config.encode(body, mode) : body),
    remove: config.remove ?? { method: 'DELETE', url: (id) => `${path}/${id}` },
    malformedMessage: config.malformedMessage ?? 'No data returned',
    malformedUpdateMessage: config.malformedUpdateMessage,
    removeReplacesRow: config.removeReplacesRow ?? false,
    name,
    ...crudTags(tag),
    related: (saved) => (saved && alsoInvalidates ? alsoInvalidates(saved) : []),
  };
  const injected = api.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => defineEndpoints<T, C>(build, resolved),
  });

  const endpoints: Record<string, unknown> = injected.endpoints;
  type Api = CrudApi<T, C>;
  const query = <K extends keyof Api>(op: string) =>
    pick<{ useQuery: Api[K] }>(endpoints, name(op));
  const mutation = <K extends keyof Api>(op: string) =>
    pick<{ useMutation: Api[K] }>(endpoints, name(op));
  return {
    tag,
    useListQuery: query<'useListQuery'>('List').useQuery,
    useGetQuery: query<'useGetQuery'>('Get').useQuery,
    useCreateMutation: mutation<'useCreateMutation'>('Create').useMutation,
    useUpdateMutation: mutation<'useUpdateMutation'>('Update').useMutation,
    useRemoveMutation: mutation<'useRemoveMutation'>('Remove').useMutation,
  };
}
