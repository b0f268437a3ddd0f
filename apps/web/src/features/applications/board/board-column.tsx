import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationCard, BoardColumn } from '@studydesk/contract';
import { hasMore } from './board-cache';

export type ColumnProps = {
  column: BoardColumn;
  /** how each card is drawn (draggable on the board, plain on a phone) */
  renderCard: (card: ApplicationCard) => ReactNode;
  /** asks for the column's next page */
  onMore: (stage: string) => void;
  loadingMore: boolean;
  /** a card dragged over it (the drop target's outline) */
  over?: boolean;
};

/** The count badge beside a column's name. */
function Count({ n }: { n: number }) {
  return (
    <Box
      component="span"
      sx={{ ml: 0.5, px: 1, borderRadius: 5, bgcolor: 'grey.200', fontSize: 13, fontWeight: 600 }}
    >
      {n}
    </Box>
  );
}

/** One stage: its name and count, its cards (latest in first), "Show more" when there are more. */
export function BoardColumnView({ column, renderCard, onMore, loadingMore, over }: ColumnProps) {
  const headingId = useId();
  const more = column.count - column.cards.length;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        bgcolor: 'grey.100',
        borderColor: over ? 'primary.main' : 'divider',
        outline: over ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        p: 1.25,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        maxHeight: '100%',
      }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 0.5 }}>
        {/* the space keeps "Shortlisted 3" apart in the heading's accessible name */}
        {`${column.name} `}
        <Count n={column.count} />
      </Typography>
      {column.cards.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 2 }}>
          No applications in this stage
        </Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto', minHeight: 0 }}
        >
          {column.cards.map((card) => (
            <li key={card._id}>{renderCard(card)}</li>
          ))}
        </Stack>
      )}
      {hasMore(column) && (
        <Button
          size="small"
          onClick={() => onMore(column.stage)}
          disabled={loadingMore}
          sx={{ alignSelf: 'center' }}
        >
          {loadingMore ? 'Loading…' : `Show more (${more} more)`}
        </Button>
      )}
    </Paper>
  );
}
