import { Suspense, useState, type ReactNode } from 'react';

/**
 * A popup whose code loads on demand (`lazyPart`): nothing is rendered until it first opens,
 * then it stays mounted so it can close with its transition. While its code is still loading
 * nothing shows, never an empty popup; the header preloads it, so that is rarely a moment.
 */
export function LazyPopup({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
