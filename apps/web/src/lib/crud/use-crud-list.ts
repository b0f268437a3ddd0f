import { useEffect, useMemo } from 'react';
import { toast } from '../toast/toast';
import { errorMessage, isForbidden } from '../errors';
import { useListParams, type ListParamsState } from './list-params';
import type { CrudListOptions, CrudRow, ListArgs, ListResource } from './types';

/** A resource's list as the URL asks for it, with its load-failure toast (spec §8). */
export function useCrudList<T extends CrudRow>(
  resource: ListResource<T>,
  options: CrudListOptions = {},
) {
  return useCrudListOf(resource, useListParams(resource.list), options);
}

/** The list's arguments with the fixed filters added; stable while neither changes. */
function useWithFixed(params: ListArgs, fixed: CrudListOptions['fixed']): ListArgs {
  const fixedKey = JSON.stringify(fixed ?? {});
  return useMemo(() => {
    const always = JSON.parse(fixedKey) as Record<string, string>;
    return Object.keys(always).length > 0
      ? { ...params, filters: { ...params.filters, ...always } }
      : params;
  }, [params, fixedKey]);
}

/** A resource's list in the given list state (the URL's, or a component's own). */
export function useCrudListOf<T extends CrudRow>(
  resource: ListResource<T>,
  list: ListParamsState,
  { fixed, skip = false }: CrudListOptions = {},
) {
  const { params, setPage } = list;
  const query = resource.api.useListQuery(useWithFixed(params, fixed), { skip });
  const { currentData, data, isError, error } = query;
  const forbidden = isError && isForbidden(error);
  const loadError = isError ? errorMessage(error, resource.messages.load) : undefined;
  const { tag } = resource.api;

  useEffect(() => {
    if (loadError && !forbidden) toast.error(loadError, { toastId: `${tag}-load` });
  }, [loadError, forbidden, tag]);

  // A delete can empty the last page (or a shared link can point past it): go to the last one.
  useEffect(() => {
    if (currentData?.items.length === 0 && currentData.total > 0 && params.page > 1)
      setPage(Math.ceil(currentData.total / params.limit));
  }, [currentData, params.page, params.limit, setPage]);

  return {
    params,
    setQuery: list.setQuery,
    setFilter: list.setFilter,
    clearFilters: list.clearFilters,
    /** some of the resource's own filters are set */
    filtered: Object.keys(params.filters ?? {}).length > 0,
    /** no count beside an error: the last one may be stale */
    total: isError ? undefined : data?.total,
    /** what DataTable needs, ready to spread */
    table: {
      rows: data?.items ?? [],
      total: data?.total,
      params,
      loading: query.isFetching,
      error: loadError,
      forbidden,
      onRetry: () => void query.refetch(),
      onPageChange: setPage,
      onLimitChange: list.setLimit,
      onSortChange: list.setSort,
    },
  };
}
export type CrudList = ReturnType<typeof useCrudListOf>;
