import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicApp } from './app';
import { loadPage } from './pages';
import type { PublicPath } from './paths';

export { PUBLIC_PATHS } from './paths';

/**
 * A screen's markup at build time (vite/prerender.ts), so a visitor sees it with the HTML,
 * before any script has run; main.tsx then hydrates the same tree. The screens look the same for
 * every visitor: nothing they render comes from the session or the query until hydrated.
 */
export async function renderPage(path: PublicPath): Promise<string> {
  await loadPage(path);
  return renderToString(
    <StrictMode>
      <PublicApp path={path} />
    </StrictMode>,
  );
}
