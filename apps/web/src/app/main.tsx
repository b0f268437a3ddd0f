import './theme/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../layout/app-providers';
import { hasSession } from '../lib/session';
import { createAppRouter } from './router';
import { makeStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has loaded the code of the screen it starts on. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((s) => s.initialized && (stop(), resolve()));
  });

/** Either way as a transition: React works in short slices and the page stays responsive. */
function start(hydrate: boolean, root: HTMLElement) {
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}

// The public screens come prerendered (vite/prerender.ts). Hydrate that markup when the router
// lands on the same screen, as anyone without a session does; otherwise draw from scratch.
const prerendered = container.dataset.prerendered;
if (prerendered && !hasSession())
  void routerReady().then(() => start(router.state.location.pathname === prerendered, container));
else start(false, container);
