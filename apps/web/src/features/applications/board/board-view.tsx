import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ApplicationBoard } from '@studydesk/contract';
import { LoadingBar } from '../../../components/loading-bar';
import { QueryState } from '../../../components/query-state';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { lazyPart } from '../../../lib/lazy';
import { useApplicationBoardQuery } from '../applications-api';
import { BoardColumns, preloadDragging } from './board-columns';
import { BoardEmpty } from './board-empty';
import type { BoardState } from './use-board-state';
import { useMove } from './use-move';

// A phone's board (its stage picker: MUI's text field and select families) loads only on a phone,
// fetched with the board's data; a wide screen's dragging likewise (board-columns.tsx).
const PhoneBoard = lazyPart(() => import('./phone-board'));

export const BOARD_LOAD_FAILED = 'Failed to load the board';

const total = (board?: ApplicationBoard) => board?.columns.reduce((n, c) => n + c.count, 0);

/** The column whose next page was asked for and has not come yet. */
function loadingColumn(board: ApplicationBoard | undefined, pages: Pages) {
  return board?.columns.find((c) => (pages[c.stage] ?? 1) > c.page)?.stage;
}

type Pages = Readonly<Record<string, number>>;
const FIRST_PAGES: Pages = {};

/**
 * How many pages each column shows ("Show more"), back to the first pages when the filter
 * changes; the board stays on screen meanwhile, as a list does while its next page loads.
 */
function useShownPages(filters: Readonly<Record<string, string>>) {
  const key = JSON.stringify(filters);
  const [shown, setShown] = useState<{ key: string; pages: Pages }>({ key, pages: FIRST_PAGES });
  const pages = shown.key === key ? shown.pages : FIRST_PAGES;
  const more = useCallback(
    (stage: string) =>
      setShown((s) => {
        const cur = s.key === key ? s.pages : FIRST_PAGES;
        return { key, pages: { ...cur, [stage]: (cur[stage] ?? 1) + 1 } };
      }),
    [key],
  );
  return { pages, more };
}

/**
 * The board of the URL's filter: columns side by side, or one at a time on a phone; loading,
 * error, empty.
 */
export function BoardView(props: {
  state: BoardState;
  onTotal: (total: number | undefined) => void;
}) {
  const { state, onTotal } = props;
  const { pages, more } = useShownPages(state.filters);
  const query = useApplicationBoardQuery({ filters: state.filters, pages });
  const { data } = query;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  useEffect(() => (phone ? PhoneBoard.preload() : preloadDragging()), [phone]);
  const { move, dialog, said } = useMove();
  const stages = useMemo(
    () => data?.columns.map((c) => ({ key: c.stage, name: c.name })) ?? [],
    [data],
  );
  const count = query.isError ? undefined : total(data);
  useEffect(() => onTotal(count), [count, onTotal]);
  const parts = {
    stages,
    onMove: move,
    onMore: more,
    loadingMore: loadingColumn(data, pages),
  };
  return (
    <>
      <QueryState query={query} fallback={BOARD_LOAD_FAILED} loadingLabel="Loading the board">
        {(board) =>
          total(board) === 0 ? (
            <BoardEmpty state={state} />
          ) : phone ? (
            <Suspense fallback={<LoadingBar />}>
              <PhoneBoard
                board={board}
                column={state.column}
                onColumn={state.setColumn}
                {...parts}
              />
            </Suspense>
          ) : (
            <BoardColumns board={board} {...parts} />
          )
        }
      </QueryState>
      {dialog}
      <div role="status">
        <VisuallyHidden>{said}</VisuallyHidden>
      </div>
    </>
  );
}
