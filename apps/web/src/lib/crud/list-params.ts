import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '@studydesk/contract/plain';
import type { ListArgs, ListParamsOptions, SortOrder } from './types';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const Q_MAX = 200;

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** One of the sizes the table offers, so the grid's page-size menu always shows it. */
function pageSize(raw: string | null): number {
  const n = positiveInt(raw, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : LIST_LIMIT_DEFAULT;
}

/** The list state a URL describes; anything malformed falls back to the default. */
export function parseListParams(search: URLSearchParams, o: ListParamsOptions): ListArgs {
  const sort = search.get('sort');
  const order = search.get('order');
  const q = search.get('q')?.trim().slice(0, Q_MAX);
  const filters: Record<string, string> = {};
  for (const name of o.filters ?? []) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(search.get('page'), 1),
    limit: pageSize(search.get('limit')),
    sort: sort && o.sortable.includes(sort) ? sort : o.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : (o.defaultOrder ?? 'desc'),
    ...(q ? { q } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

export type ListChanges = Partial<Record<string, string | number | undefined>>;

/**
 * A new URL state: values equal to their default are dropped so links stay short, and any
 * change other than the page itself goes back to page 1.
 */
export function applyListChanges(
  prev: URLSearchParams,
  changes: ListChanges,
  o: ListParamsOptions,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  const defaults: ListChanges = {
    page: 1,
    limit: LIST_LIMIT_DEFAULT,
    sort: o.defaultSort,
    order: o.defaultOrder ?? 'desc',
  };
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

type SetSearch = (
  next: (prev: URLSearchParams) => URLSearchParams,
  options: { replace: boolean },
) => void;

/** The list state in `search`, and its setters; where `search` lives is the caller's. */
function useListState(search: URLSearchParams, setSearch: SetSearch, o: ListParamsOptions) {
  const params = useMemo(() => parseListParams(search, o), [search, o]);
  const change = useCallback(
    (changes: ListChanges, replace = false) =>
      setSearch((prev) => applyListChanges(prev, changes, o), { replace }),
    [setSearch, o],
  );
  return {
    params,
    setPage: useCallback((page: number) => change({ page }), [change]),
    setLimit: useCallback((limit: number) => change({ limit }), [change]),
    setSort: useCallback(
      (sort?: string, order?: SortOrder) => change({ sort, order: sort ? order : undefined }),
      [change],
    ),
    /** typing should not fill the history with one entry per keystroke */
    setQuery: useCallback((q: string) => change({ q: q.trim() }, true), [change]),
    setFilter: useCallback((name: string, value?: string) => change({ [name]: value }), [change]),
    clearFilters: useCallback(
      () => change(Object.fromEntries((o.filters ?? []).map((name) => [name, undefined]))),
      [change, o.filters],
    ),
  };
}

/** List state kept in the URL search params, so a view can be shared and survives reload. */
export function useListParams(o: ListParamsOptions) {
  const [search, setSearch] = useSearchParams();
  return useListState(search, setSearch, o);
}
export type ListParamsState = ReturnType<typeof useListParams>;

/** The same list state held by the component, for a page with several lists. */
export function useLocalListParams(o: ListParamsOptions): ListParamsState {
  const [search, set] = useState(() => new URLSearchParams());
  const setSearch = useCallback<SetSearch>((next) => set(next), []);
  return useListState(search, setSearch, o);
}
