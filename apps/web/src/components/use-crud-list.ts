import { useEffect } from 'react';
import { toast } from 'react-toastify';
import type { FieldValues } from 'react-hook-form';
import { errorMessage } from '../lib/errors';
import { useListParams } from '../lib/list-params';
import type { CrudResource } from './crud-resource';
import type { TableRow } from './data-table';

/** A resource's list as the URL asks for it, with its load-failure toast (spec §8). */
export function useCrudList<T extends TableRow, In extends FieldValues, C>(
  resource: CrudResource<T, In, C>,
) {
  const list = useListParams(resource.list);
  const { params, setPage } = list;
  const query = resource.api.useListQuery(params);
  const { currentData, data, isError, error } = query;
  const loadError = isError ? errorMessage(error, resource.messages.load) : undefined;
  const { tag } = resource.api;

  useEffect(() => {
    if (loadError) toast.error(loadError, { toastId: `${tag}-load` });
  }, [loadError, tag]);

  // A delete can empty the last page (or a shared link can point past it): go to the last one.
  useEffect(() => {
    if (currentData?.items.length === 0 && currentData.total > 0 && params.page > 1)
      setPage(Math.ceil(currentData.total / params.limit));
  }, [currentData, params.page, params.limit, setPage]);

  return {
    params,
    setQuery: list.setQuery,
    /** no count beside an error: the last one may be stale */
    total: isError ? undefined : data?.total,
    /** what DataTable needs, ready to spread */
    table: {
      rows: data?.items ?? [],
      total: data?.total,
      params,
      loading: query.isFetching,
      error: loadError,
      onRetry: () => void query.refetch(),
      onPageChange: setPage,
      onLimitChange: list.setLimit,
      onSortChange: list.setSort,
    },
  };
}
