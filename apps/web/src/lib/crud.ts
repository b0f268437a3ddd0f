import type {
  BaseQueryFn,
  EndpointBuilder,
  FetchArgs,
  FetchBaseQueryError,
  TypedUseMutation,
  TypedUseQuery,
} from '@reduxjs/toolkit/query/react';
import type { ListEnvelope } from '@studydesk/contract';
import { api } from './api';
import { normaliseList, type ListResult } from './list-envelope';

export { normaliseList, type ListResult } from './list-envelope';

type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type Method = 'DELETE' | 'PATCH' | 'PUT' | 'POST';

export type CrudRow = { _id: string };
export type SortOrder = 'asc' | 'desc';
/** What a list asks the server for (ARCHITECTURE §4); filters are the resource's own. */
export type ListArgs = {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
  filters?: Readonly<Record<string, string>>;
};
export type UpdateArgs<C> = { id: string; body: Partial<C> };
export type IdRoute = { method: Method; url: (id: string) => string };

export type CrudConfig<C> = {
  /** The contract's resource declaration: name, path and list envelope. */
  resource: { name: string; path: string; envelope?: ListEnvelope };
  /** Cache tag and endpoint-name prefix; defaults to resource.name. */
  tag?: string;
  /** How a row is deleted, e.g. a soft delete `PATCH /blog/{id}`; default `DELETE path/{id}`. */
  remove?: IdRoute;
  /** Multipart resources (spec §3) turn form values into FormData. */
  encode?: (body: C | Partial<C>) => FormData;
  /** The error for an answer that is not a list (spec §5 blog: "No data returned"). */
  malformedMessage?: string;
};

export type CrudApi<T extends CrudRow, C> = {
  tag: string;
  useListQuery: TypedUseQuery<ListResult<T>, ListArgs, ApiBaseQuery>;
  useGetQuery: TypedUseQuery<T, string, ApiBaseQuery>;
  useCreateMutation: TypedUseMutation<T, C, ApiBaseQuery>;
  useUpdateMutation: TypedUseMutation<T, UpdateArgs<C>, ApiBaseQuery>;
  useRemoveMutation: TypedUseMutation<unknown, string, ApiBaseQuery>;
};

export const LIST_ID = 'LIST';

/** Query-string parameters of a list, without empty values. */
export function listParams({ filters, ...base }: ListArgs): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries({ ...base, ...filters })) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** A write changed the server when it succeeded; a 404 means our copy is stale anyway. */
const changed = (error: FetchBaseQueryError | undefined): boolean =>
  error === undefined || error.status === 404;

function malformed(message: string): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: message, data: { message } };
}

function pick<H>(endpoints: Record<string, unknown>, name: string): H {
  // Endpoint names are built at run time (`servicesList`), so their hooks are typed here, once.
  return endpoints[name] as H;
}

type Resolved<C> = {
  path: string;
  envelope?: ListEnvelope;
  encode: (body: C | Partial<C>) => unknown;
  remove: IdRoute;
  malformedMessage: string;
  name: (op: string) => string;
  list: { type: string; id: string };
  one: (id: string) => { type: string; id: string };
};

function defineEndpoints<T extends CrudRow, C>(
  build: EndpointBuilder<ApiBaseQuery, string, 'api'>,
  r: Resolved<C>,
) {
  const { path, name, list, one } = r;
  return {
    [name('List')]: build.query<ListResult<T>, ListArgs>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: path, params: listParams(args) });
        if (res.error) return { error: res.error };
        const result = normaliseList<T>(res.data, r.envelope);
        return result ? { data: result } : { error: malformed(r.malformedMessage) };
      },
      providesTags: (res) => [list, ...(res?.items.map((row) => one(row._id)) ?? [])],
    }),
    [name('Get')]: build.query<T, string>({
      query: (id) => `${path}/${id}`,
      providesTags: (_res, _err, id) => [one(id)],
    }),
    [name('Create')]: build.mutation<T, C>({
      query: (body) => ({ url: path, method: 'POST', body: r.encode(body) }),
      invalidatesTags: (_res, err) => (changed(err) ? [list] : []),
    }),
    [name('Update')]: build.mutation<T, UpdateArgs<C>>({
      query: ({ id, body }) => ({ url: `${path}/${id}`, method: 'PUT', body: r.encode(body) }),
      invalidatesTags: (_res, err, { id }) => (changed(err) ? [one(id), list] : []),
    }),
    [name('Remove')]: build.mutation<unknown, string>({
      query: (id) => ({ url: r.remove.url(id), method: r.remove.method }),
      invalidatesTags: (_res, err, id) => (changed(err) ? [one(id), list] : []),
    }),
  };
}

/**
 * list/get/create/update/remove for one REST resource on the one RTK Query API, with cache tags
 * per list and per id: create invalidates the list; update and remove the id and the list.
 */
export function createCrudApi<T extends CrudRow, C>(config: CrudConfig<C>): CrudApi<T, C> {
  const { path, envelope } = config.resource;
  const tag = config.tag ?? config.resource.name;
  const name = (op: string) => `${tag}${op}`;
  const resolved: Resolved<C> = {
    path,
    envelope,
    encode: (body) => (config.encode ? config.encode(body) : body),
    remove: config.remove ?? { method: 'DELETE', url: (id) => `${path}/${id}` },
    malformedMessage: config.malformedMessage ?? 'No data returned',
    name,
    list: { type: tag, id: LIST_ID },
    one: (id) => ({ type: tag, id }),
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
