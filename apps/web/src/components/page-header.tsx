import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A screen's title (its h1) and, on the right, its actions. Apart from the list parts, so a
 * screen without a list (the dashboard) loads no list code. */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {action && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {action}
        </Stack>
      )}
    </Stack>
  );
}
