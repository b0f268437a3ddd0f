import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** An ordered list drawn as a timeline: a dot per entry on a line down the left. */
export function Timeline({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

export function TimelineItem({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        pl: 3,
        pb: 2.5,
        '&:last-of-type': { pb: 0 },
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          top: 5,
          width: 12,
          height: 12,
          borderRadius: '50%',
          border: 2,
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
        },
        '&:not(:last-of-type)::after': {
          content: '""',
          position: 'absolute',
          left: 5,
          top: 19,
          bottom: 2,
          width: 2,
          bgcolor: 'divider',
        },
      }}
    >
      {children}
    </Box>
  );
}
