import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SectionCard } from '../../components/section-card';

/** Room for one offer and the totals: the common case does not push the page down. */
const MIN_HEIGHT = 96;

/**
 * The money-at-risk card's frame: the page shows it empty while the card's own chunk loads
 * (so the chunk stays out of the first load), the card fills it.
 */
export function AtRiskFrame({ children }: { children?: ReactNode }) {
  return (
    <SectionCard title="Money at risk this week">
      <Box sx={{ minHeight: MIN_HEIGHT }}>{children}</Box>
    </SectionCard>
  );
}
