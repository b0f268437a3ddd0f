import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LoadingBar } from './loading-bar';

/** A height in px, or one per breakpoint where the form wraps differently ({ xs, sm }). */
type Height = number | Partial<Record<'xs' | 'sm' | 'md', number>>;

/**
 * Where an inline form shows once its code is in: the form library, the contract's schema and
 * the inputs stay off the screen's first load, fetched with the screen's data (the page calls
 * the form's `preload`). Meanwhile the loading bar shows and the form's own height is held (as
 * measured at 375 px for phones, at 1440 px from `sm` up: between those widths its helper texts
 * wrap differently, so it is close, not exact), and nothing below it moves when it appears.
 */
export function FormSlot({
  height,
  waiting = false,
  children,
}: {
  height: Height;
  /** the form's data is still on its way: hold the place as while its code loads */
  waiting?: boolean;
  children: ReactNode;
}) {
  const held = (
    <Box sx={{ minHeight: height }} aria-busy="true">
      <LoadingBar />
    </Box>
  );
  return waiting ? held : <Suspense fallback={held}>{children}</Suspense>;
}
