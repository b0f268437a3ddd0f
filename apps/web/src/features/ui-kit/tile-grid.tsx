import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type TileGridProps = {
  children: ReactNode;
  /** the narrowest a tile may get before the row wraps, in px */
  minWidth?: number;
  /** space between tiles, in theme spacing units */
  gap?: number;
};

/** A list of equal tiles that wraps to as many columns as fit (one or two on a phone). */
export function TileGrid({ children, minWidth = 120, gap = 1.5 }: TileGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
