import type { EndpointBuilder, MutationDefinition } from '@reduxjs/toolkit/query/react';
import { api } from '../api';
import { patchCachedQueries } from './list-cache';
import { endpointName, pick } from './tags';
import type {
  ApiBaseQuery,
  KeyedUpdate,
  SettingsListApi,
  SettingsListArg,
  SettingsListConfig,
  SettingsListOp,
  SettingsListRoutes,
} from './types';

type Build = EndpointBuilder<ApiBaseQuery, string, 'api'>;
type Op = keyof SettingsListRoutes;
type RowWrite<R, Arg = string> = MutationDefinition<Arg, ApiBaseQuery, string, R, 'api'>;
const ROW_WRITES = ['retire', 'restore', 'remove'] as const satisfies readonly Op[];
/** `retire` → `Retire`: endpoint names and hook names spell the operation so. */
const cap = (op: string) => `${op[0]!.toUpperCase()}${op.slice(1)}`;

/** The live keys first, in their new order; the rest (retired) after them, as they were. */
const inOrder =
  <R>(keys: readonly string[], key: (row: R) => string) =>
  (rows: R[]) => {
    const rank = (row: R) => {
      const i = keys.indexOf(key(row));
      return i === -1 ? keys.length : i;
    };
    rows.sort((a, b) => rank(a) - rank(b));
  };

/** The row with this key, saved, takes its place in the list. */
const replaceKeyed =
  <R>(key: string, saved: R, keyOf: (row: R) => string) =>
  (rows: R[]) => {
    const i = rows.findIndex((row) => keyOf(row) === key);
    if (i >= 0) rows[i] = saved;
  };

/** The optional writes the list declares routes for. */
function rowWrites<R, U, K extends Op>(build: Build, c: SettingsListConfig<R, U, K>) {
  const name = (op: string) => endpointName(c.name, cap(op));
  const stale = (op: SettingsListOp) => [c.tag, ...(c.alsoInvalidates?.(op) ?? [])];
  const routes = c as Partial<SettingsListRoutes>;
  const out: Record<string, RowWrite<R> | RowWrite<unknown, string[]>> = {};
  for (const op of ROW_WRITES) {
    const route = routes[op];
    if (route)
      out[name(op)] = build.mutation<R, string>({
        query: (key) => ({ url: route.url(key), method: route.method, body: route.body }),
        invalidatesTags: stale(op),
      });
  }
  const { reorder } = routes;
  if (reorder)
    out[name('reorder')] = build.mutation<unknown, string[]>({
      query: (keys) => ({ url: reorder.url, method: reorder.method, body: { keys } }),
      onQueryStarted: async (keys, lifecycle) => {
        const undo = patchCachedQueries(lifecycle, name('list'), inOrder(keys, c.key));
        await lifecycle.queryFulfilled.catch(undo);
      },
      invalidatesTags: stale('reorder'),
    });
  return out;
}

function defineEndpoints<R, A, U, K extends Op>(build: Build, c: SettingsListConfig<R, U, K>) {
  const name = (op: string) => endpointName(c.name, cap(op));
  return {
    [name('list')]: build.query<R[], SettingsListArg>({
      query: (arg) => ({
        url: c.path,
        params: arg?.retired ? (c.withRetired ?? { retired: true }) : {},
      }),
      transformResponse: (raw: { data?: unknown } | null) =>
        Array.isArray(raw?.data) ? (raw.data as R[]) : [],
      providesTags: [c.tag],
    }),
    [name('add')]: build.mutation<R, A>({
      query: (body) => ({ url: c.path, method: 'POST', body }),
      invalidatesTags: [c.tag, ...(c.alsoInvalidates?.('add') ?? [])],
    }),
    [name('update')]: build.mutation<R, KeyedUpdate<U>>({
      query: ({ key, body }) => ({ url: c.update.url(key), method: c.update.method, body }),
      // the saved row takes its place at once: the dialog closes on the new name, not before it
      onQueryStarted: async ({ key }, lifecycle) => {
        const saved = await lifecycle.queryFulfilled.then(
          (done) => done.data,
          () => undefined,
        );
        if (saved) patchCachedQueries(lifecycle, name('list'), replaceKeyed(key, saved, c.key));
      },
      invalidatesTags: (_r, _e, { body }) => [
        c.tag,
        ...(c.alsoInvalidates?.('update', body) ?? []),
      ],
    }),
    ...rowWrites(build, c),
  };
}

/**
 * One settings list's endpoints on the one API, and their hooks. Every write, done or refused,
 * reloads the list (and what else it names), so the screen shows what the server holds.
 */
export function createSettingsList<R, A, U, K extends Op = never>(
  config: SettingsListConfig<R, U, K>,
): SettingsListApi<R, A, U, K> {
  const injected = api.enhanceEndpoints({ addTagTypes: [config.tag.type] }).injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => defineEndpoints<R, A, U, K>(build, config),
  });
  const endpoints: Record<string, unknown> = injected.endpoints;
  const hook = (op: string, kind: 'useQuery' | 'useMutation'): unknown =>
    pick<Partial<Record<string, unknown>> | undefined>(
      endpoints,
      endpointName(config.name, cap(op)),
    )?.[kind];
  const hooks: Record<string, unknown> = {
    key: config.key,
    useListQuery: hook('list', 'useQuery'),
    useAddMutation: hook('add', 'useMutation'),
    useUpdateMutation: hook('update', 'useMutation'),
  };
  for (const op of [...ROW_WRITES, 'reorder'] as const) {
    const found = hook(op, 'useMutation');
    if (found) hooks[`use${cap(op)}Mutation`] = found;
  }
  // The hooks' names follow the routes the list declares, so they are typed here, once.
  return hooks as SettingsListApi<R, A, U, K>;
}
