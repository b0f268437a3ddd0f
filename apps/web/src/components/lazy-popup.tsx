import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazyPart } from '../lib/lazy';
import { LoadingBar } from './loading-bar';

/**
 * A popup whose code loads on demand (`lazyPart`): nothing is rendered until it first opens,
 * then it stays mounted so it can close with its transition. While its code is still loading
 * only the page's loading bar shows, never an empty popup; the header preloads its popups on
 * hover and focus, so for them that is rarely a moment.
 */
export function LazyPopup({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={<LoadingBar />}>{children}</Suspense> : null;
}

// The tooltip and its popper (about 10 KB) are not what a screen first paints: the element
// renders without them first, then with them a moment later.
const TooltipPart = lazyPart(() => import('./tooltip-part'));
/** The tooltip's code, loaded ahead where an element must not be drawn twice (tests). */
export const loadTooltip = TooltipPart.load;

type Props = Pick<TooltipProps, 'title' | 'placement' | 'describeChild'> & {
  children: ReactElement;
};

/** A tooltip whose code loads after the screen: until then the element shows alone (it carries
 * its own accessible name, so nothing is lost meanwhile). */
export function LazyTooltip({ children, ...props }: Props) {
  return (
    <Suspense fallback={children}>
      <TooltipPart {...props}>{children}</TooltipPart>
    </Suspense>
  );
}
