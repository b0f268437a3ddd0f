import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A table's header and row height, the grid's and its skeleton's alike. */
export const DESKTOP_ROW = 44;
/** The grid's footer (its pager). */
const FOOTER = 52;
const ROWS = 5;
/** Space between two rows' bars, inside the row's height. */
const GAP = 16;

/** Where a list's grid will be, while its code loads: its frame, header, rows and pager. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <Paper
      variant="outlined"
      role="progressbar"
      aria-label={`Loading ${label}`}
      sx={{ width: '100%', overflow: 'hidden' }}
    >
      <Stack sx={{ px: 2 }}>
        {Array.from({ length: ROWS + 1 }, (_, i) => (
          <Skeleton
            key={i}
            variant="rounded"
            height={DESKTOP_ROW - GAP}
            sx={{ my: `${GAP / 2}px` }}
          />
        ))}
      </Stack>
      <Stack sx={{ height: FOOTER, borderTop: 1, borderColor: 'divider' }} />
    </Paper>
  );
}
