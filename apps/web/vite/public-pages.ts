import type { Connect, Plugin } from 'vite';
import { screenOf } from '../src/public/paths';

/** Answers a public screen's path with another file (`to`), keeping the query. */
const rewrite =
  (to: (path: string) => string): Connect.NextHandleFunction =>
  (req, _res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // the student's page answers every /s/<token>
    const screen = screenOf(url.pathname);
    if (screen) req.url = `${to(screen)}${url.search}`;
    next();
  };

/**
 * The dev server answers a public screen's path with public.html (drawn in the browser), the
 * preview server with the screen's prerendered copy, as the API does; every other page path
 * gets the staff app's index.html.
 */
export function publicPages(): Plugin {
  return {
    name: 'studydesk:public-pages',
    configureServer: (server) => void server.middlewares.use(rewrite(() => '/public.html')),
    configurePreviewServer: (server) =>
      void server.middlewares.use(rewrite((path) => `/prerendered${path}.html`)),
  };
}
