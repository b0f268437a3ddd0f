import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type DetailItem = {
  label: string;
  /** empty values read "Not given" */
  value: ReactNode;
  /** takes the whole row (long texts) */
  wide?: boolean;
};

const given = (v: ReactNode) => v !== null && v !== undefined && v !== '';

/** A record's fields as a definition list: two columns from the sm breakpoint, one below. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 2,
      }}
    >
      {items.map(({ label, value, wide }) => (
        <Box key={label} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            color={given(value) ? 'text.primary' : 'text.secondary'}
            sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {given(value) ? value : 'Not given'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
