import { Suspense, useState, type ReactNode } from 'react';
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
