import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../layout/app-providers';
import { appRoutes } from './router';
import { makeStore } from './store';

/**
 * The public screens rendered at build time (vite/prerender.ts), so a visitor sees the page with
 * the HTML, before any script has run; main.tsx then hydrates it. Only screens that look the
 * same for every visitor (no session, no query) are listed.
 */
export const PRERENDERED = ['/login', '/register', '/EnquiryForm'];

/** The markup of one screen: the same tree main.tsx renders, from a static router. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const failed = Object.values(context.errors ?? {})[0] as unknown;
  if (failed) throw new Error(`${path} failed to render`, { cause: failed });
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
