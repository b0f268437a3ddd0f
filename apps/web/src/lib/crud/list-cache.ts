import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import type { CrudRow, ListArgs } from './types';
import type { ListResult } from './list-envelope';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Recipe<T> = (list: ListResult<T>) => void;
/** The one API's util, with endpoint names that are only known at run time. */
type DynamicUtil = {
  selectCachedArgsForQuery: (state: unknown, endpoint: string) => ListArgs[];
  updateQueryData: (endpoint: string, args: ListArgs, recipe: Recipe<CrudRow>) => UnknownAction;
};
const util = api.util as unknown as DynamicUtil;

/**
 * Changes every cached page of a list endpoint in place (a soft delete replacing its row,
 * a delete-all emptying them) without asking the server again.
 */
export function patchCachedLists<T extends CrudRow>(
  { dispatch, getState }: { dispatch: Dispatch; getState: () => unknown },
  endpoint: string,
  recipe: Recipe<T>,
): void {
  for (const args of util.selectCachedArgsForQuery(getState(), endpoint))
    dispatch(util.updateQueryData(endpoint, args, recipe as Recipe<CrudRow>));
}

/** Spec §4 (intake): the record a soft delete answers takes its row's place in every list. */
export const replaceRow =
  <T extends CrudRow>(saved: T): Recipe<T> =>
  (list) => {
    const index = list.items.findIndex((row) => row._id === saved._id);
    if (index >= 0) list.items[index] = saved;
  };

/** Spec §4: deleting all empties the list and sets the count to zero. */
export const emptyList: Recipe<CrudRow> = (list) => {
  list.items = [];
  list.total = 0;
};
