import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha, keyframes } from '@mui/material/styles';

/** A table's header and row height, the grid's and its skeleton's alike. */
export const DESKTOP_ROW = 44;
/** The grid's footer (its pager). */
const FOOTER = 52;
const ROWS = 5;
/** Space between two rows' bars, inside the row's height. */
const GAP = 16;

// MUI's Skeleton (its "rounded" bar and pulse), drawn here: the Skeleton module was 1 KB on the
// first load of every list, for these bars only.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

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
          <Box
            key={i}
            component="span"
            sx={(theme) => ({
              display: 'block',
              height: DESKTOP_ROW - GAP,
              my: `${GAP / 2}px`,
              borderRadius: `${theme.shape.borderRadius}px`,
              bgcolor: alpha(theme.palette.text.primary, 0.11),
              animation: `${pulse} 2s ease-in-out 0.5s infinite`,
            })}
          />
        ))}
      </Stack>
      <Stack sx={{ height: FOOTER, borderTop: 1, borderColor: 'divider' }} />
    </Paper>
  );
}
