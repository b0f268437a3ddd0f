import { Suspense } from 'react';
import { LoadingBar } from '../../../components/loading-bar';
import { lazyPart } from '../../../lib/lazy';
import { BoardLayout } from './board-layout';
import type { BoardViewProps } from './board-types';

// Dragging (the drag and drop library, about 14 KB) is not on the route's first load: it is
// fetched with the board's data (`preloadDragging`), so it is nearly always in when the data is.
// Should the data come first, the board's box shows empty (its height held) with the loading
// bar until it is: columns drawn without it would be drawn again with it, and a Move to opened
// in between would be lost.
const BoardDnd = lazyPart(() => import('./board-dnd'));
export const preloadDragging = BoardDnd.preload;

/** The board on a wide screen: every stage side by side, each column on its own. */
export function BoardColumns(props: BoardViewProps) {
  return (
    <Suspense
      fallback={
        <>
          <LoadingBar />
          <BoardLayout board={{ ...props.board, columns: [] }} column={() => null} />
        </>
      }
    >
      <BoardDnd {...props} />
    </Suspense>
  );
}
