import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useOwnerView } from '../../../components/owner-view';
import { useListParams } from '../../../lib/crud/list-params';
import { BOARD_LIST } from './board-filters';

export type BoardMode = 'board' | 'list';
/** `?view=list`: the same filter as a table; the board when left out. */
export const VIEW_PARAM = 'view';
/** `?column=<stage key>`: the column a phone shows. */
export const COLUMN_PARAM = 'column';

/**
 * Everything /applications keeps in its URL: the list state (search, filters, page, sort),
 * whose applications (Mine / Unassigned / All), board or list, and a phone's column.
 */
export function useBoardState() {
  const list = useListParams(BOARD_LIST);
  const owner = useOwnerView();
  const [search, setSearch] = useSearchParams();
  const { q, filters: chosen } = list.params;
  const filters = useMemo(
    () => ({ ...chosen, ...owner.fixed, ...(q ? { q } : {}) }),
    [chosen, owner.fixed, q],
  );
  // useOwnerView names the view in the URL from the first visit, so a search, a filter, Board /
  // List or a phone's column keeps a counsellor on Mine.
  const setParam = useCallback(
    (name: string, value: string | undefined, replace: boolean) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace },
      ),
    [setSearch],
  );
  const mode: BoardMode = search.get(VIEW_PARAM) === 'list' ? 'list' : 'board';
  return {
    list,
    owner,
    /** the board's filters as the API names them (owner, intake, country, college, q) */
    filters,
    mode,
    setMode: useCallback(
      (next: BoardMode) => setParam(VIEW_PARAM, next === 'list' ? 'list' : undefined, false),
      [setParam],
    ),
    column: search.get(COLUMN_PARAM) ?? undefined,
    setColumn: useCallback((key: string) => setParam(COLUMN_PARAM, key, true), [setParam]),
  };
}
export type BoardState = ReturnType<typeof useBoardState>;
