import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api } from '../api';
import { changed, crudTags, malformed, pick } from './tags';
import type { ApiBaseQuery, CacheTag, IdRoute, IdWrite } from './types';

type Common = {
  /** the resource's cache tag (its CrudApi's `tag`) */
  tag: string;
  /** endpoint name, unique in the one API, e.g. `enquiriesStatus` */
  name: string;
};

/**
 * A write on one record beyond the CRUD five (`PUT /enquiries/status/{id}`,
 * `POST /blog/{id}/restore` …); like update, it invalidates the record and the lists.
 */
export function createIdMutation<R, B = undefined>(
  config: Common & {
    route: IdRoute;
    /** other cached reads the write changes (an approval adds to the active staff) */
    alsoInvalidates?: readonly CacheTag[];
  },
): TypedUseMutation<R, IdWrite<B>, ApiBaseQuery> {
  const { list, one } = crudTags(config.tag);
  const injected = api.enhanceEndpoints({ addTagTypes: [config.tag] }).injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      [config.name]: build.mutation<R, IdWrite<B>>({
        query: ({ id, body }) => ({ url: config.route.url(id), method: config.route.method, body }),
        invalidatesTags: (_res, err, { id }) =>
          changed(err) ? [one(id), list, ...(config.alsoInvalidates ?? [])] : [],
      }),
    }),
  });
  const endpoints: Record<string, unknown> = injected.endpoints;
  return pick<{ useMutation: TypedUseMutation<R, IdWrite<B>, ApiBaseQuery> }>(
    endpoints,
    config.name,
  ).useMutation;
}

export type IdQueryConfig<R> = Common & {
  url: (id: string) => string;
  /** what it belongs to: the record (refetched when it changes, the default) or the lists */
  provides?: 'one' | 'list';
  /** the answer as the web sees it; null when it is malformed */
  transform?: (raw: unknown) => R | null;
  malformedMessage?: string;
};

/** A read keyed by a record's id beyond get (`GET /enquiries/{id}/history` …). */
export function createIdQuery<R>(config: IdQueryConfig<R>): TypedUseQuery<R, string, ApiBaseQuery> {
  const { list, one } = crudTags(config.tag);
  const transform = config.transform ?? ((raw: unknown) => raw as R);
  const injected = api.enhanceEndpoints({ addTagTypes: [config.tag] }).injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      [config.name]: build.query<R, string>({
        queryFn: async (id, _api, _extra, baseQuery) => {
          const res = await baseQuery(config.url(id));
          if (res.error) return { error: res.error };
          const data = transform(res.data);
          return data === null
            ? { error: malformed(config.malformedMessage ?? 'No data returned') }
            : { data };
        },
        providesTags: (_res, _err, id) => [config.provides === 'list' ? list : one(id)],
      }),
    }),
  });
  const endpoints: Record<string, unknown> = injected.endpoints;
  return pick<{ useQuery: TypedUseQuery<R, string, ApiBaseQuery> }>(endpoints, config.name)
    .useQuery;
}
