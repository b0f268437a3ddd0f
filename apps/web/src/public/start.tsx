import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { handOver } from '../lib/hand-over';
import { hasSession } from '../lib/session';
import { PublicApp } from './app';
import { loadPage } from './pages';
import { screenOf } from './paths';
import { showHandedToasts } from '../lib/toast/toast';

/**
 * Starts the public screen at `path` in `root`: hydrates its prerendered markup (the dev server
 * sends none: then draws it) once the screen's code is in, as a transition, so React works in
 * short slices and the page stays responsive. Someone signed in has no business on /login
 * (spec §2): they go straight to the dashboard. Resolves to the React root it started (null when
 * it handed over instead), which a test unmounts before the next.
 */
export async function startPublicScreen(root: HTMLElement, at: string): Promise<Root | null> {
  const path = screenOf(at);
  if (!path) throw new Error(`${at} is not a public screen`);
  if (path === '/login' && hasSession()) {
    handOver('/dashboard', { replace: true });
    return null;
  }
  await loadPage(path);
  const app = (
    <StrictMode>
      <PublicApp path={path} />
    </StrictMode>
  );
  let started: Root | null = null;
  startTransition(() => {
    if (root.hasChildNodes()) started = hydrateRoot(root, app);
    else (started = createRoot(root)).render(app);
  });
  showHandedToasts();
  return started;
}
