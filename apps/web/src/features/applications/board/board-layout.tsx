import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ApplicationBoard } from '@studydesk/contract';

export const COLUMN_WIDTH = 288;

type Column = ApplicationBoard['columns'][number];

/** A column's slot on the board (the drop target's box, once dragging is in). */
export const columnSx = { flex: `0 0 ${COLUMN_WIDTH}px`, display: 'flex', minHeight: 0 } as const;

/** A card's box on the wide board (draggable). */
export const cardSx = { cursor: 'grab', touchAction: 'manipulation' } as const;

/** The board on a wide screen: every stage side by side, scrolling sideways. */
export function BoardLayout({
  board,
  column,
}: {
  board: ApplicationBoard;
  column: (column: Column) => ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label="Board"
      tabIndex={0}
      sx={{
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        alignItems: 'stretch',
        pb: 1,
        height: 'calc(100vh - 285px)',
        minHeight: 420,
      }}
    >
      {board.columns.map(column)}
    </Box>
  );
}
