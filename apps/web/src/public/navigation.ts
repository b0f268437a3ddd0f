import { useSyncExternalStore } from 'react';
import { loadPage } from './pages';
import { isPublicPath } from './paths';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The address bar's path; `server` while prerendering and hydrating. */
export const usePath = (server: string) =>
  useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => server,
  );

/** The address bar's query; none while prerendering and hydrating (the markup is the same for
 * every visitor), the real one right after. */
export const useSearch = () =>
  useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );

/**
 * Shows another public screen in this document (the enquiry form's thank-you): its code first,
 * then the new address, so the screen never waits on a blank page. Links between public screens
 * are plain `<a href>`; this is for a screen that follows a request.
 */
export async function navigate(url: string): Promise<void> {
  const { pathname } = new URL(url, window.location.origin);
  if (!isPublicPath(pathname)) throw new Error(`${pathname} is not a public screen`);
  await loadPage(pathname);
  window.history.pushState(null, '', url);
  window.scrollTo({ top: 0, behavior: 'smooth' });
  listeners.forEach((l) => l());
}
