import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { documentNavigation } from '../lib/hand-over';
import { PublicApp } from './app';
import { loadPage } from './pages';
import { screenOf, type PublicPath } from './paths';

/** Renders the public screen at `url` as main.tsx does (the address set, the page's code in). */
export async function renderPublic(url: string) {
  window.history.replaceState(null, '', url);
  const path = (screenOf(window.location.pathname) ?? window.location.pathname) as PublicPath;
  await loadPage(path);
  return { ...render(<PublicApp path={path} />), user: userEvent.setup() };
}

/** Records the navigations to other documents (jsdom cannot leave its own). */
export function recordLeaving() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return vi.spyOn(documentNavigation, 'go').mockImplementation(() => undefined);
}
