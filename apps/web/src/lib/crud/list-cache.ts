import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import type { CrudRow } from './types';
import type { ListResult } from './list-envelope';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Lifecycle = { dispatch: Dispatch; getState: () => unknown };
type Recipe<T> = (list: ListResult<T>) => void;
/** What dispatching an `updateQueryData` gives back: the way to put the cache back. */
type Patch = { undo: () => void };
/** The one API's util, with endpoint names that are only known at run time. */
type DynamicUtil = {
  selectCachedArgsForQuery: (state: unknown, endpoint: string) => unknown[];
  updateQueryData: (
    endpoint: string,
    args: unknown,
    recipe: (data: never) => void,
  ) => UnknownAction;
};
const util = api.util as unknown as DynamicUtil;

/**
 * Changes every cached answer of a query endpoint in place, without asking the server again;
 * returns how to put them all back (an optimistic change the server then refused).
 */
export function patchCachedQueries<D>(
  { dispatch, getState }: Lifecycle,
  endpoint: string,
  recipe: (data: D) => void,
): () => void {
  const patches = util
    .selectCachedArgsForQuery(getState(), endpoint)
    .map((args) => dispatch(util.updateQueryData(endpoint, args, recipe)) as unknown as Patch);
  return () => patches.forEach((p) => p.undo());
}

/**
 * Changes every cached page of a list endpoint in place (a soft delete replacing its row,
 * a delete-all emptying them).
 */
export function patchCachedLists<T extends CrudRow>(
  lifecycle: Lifecycle,
  endpoint: string,
  recipe: Recipe<T>,
): void {
  patchCachedQueries(lifecycle, endpoint, recipe);
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
