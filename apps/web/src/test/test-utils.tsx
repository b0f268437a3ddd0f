import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { API_BASE, STREAM_PATH, type SessionUser } from '@studydesk/contract';
import { appRoutes, routerOptions } from '../app/router';
import { makeStore } from '../lib/store';
import { fakeEventStream } from '../lib/fake-event-stream';
import { preloadLazyPages } from '../lib/lazy';
import { saveSession } from '../lib/session';
import { AppProviders } from '../layout/app-providers';
import { testStyleCache } from './test-styles';

export const TEST_USER: SessionUser = {
  _id: 'u1',
  fname: 'Priya',
  lname: 'Sharma',
  email: 'priya@studydesk.local',
  userType: 'admin',
  image: null,
};

/**
 * Loads every page module before a file's tests render the app's routes, so no wait in them
 * depends on how fast modules load. Use as `beforeAll(preloadPages, PRELOAD_TIMEOUT)`.
 */
export const preloadPages = () => preloadLazyPages();
/** Transforming every page on a busy machine: a generous bound, never a wait. */
export const PRELOAD_TIMEOUT = 180_000;

export function signIn(user: Partial<SessionUser> = {}): void {
  saveSession('test-token', { ...TEST_USER, ...user });
}

/** Renders routes (the app's by default) in a memory router with the real store and theme. */
export function renderRoutes(path: string, routes: RouteObject[] = appRoutes) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path], ...routerOptions });
  const cache = testStyleCache();
  const view = render(
    <CacheProvider value={cache}>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { ...view, router, store };
}

/** One screen at `path`, plus stand-ins for the places it may navigate to. */
export function renderScreen(ui: ReactNode, path = '/', others: string[] = []) {
  return renderRoutes(path, [
    { path, element: ui },
    ...others.map((p) => ({ path: p, element: <p>{`at ${p}`}</p> })),
  ]);
}

type Handler = (req: Request) => Response | Promise<Response>;

/** Answers the app's fetches; relative /api URLs resolve against the jsdom origin. */
export function stubFetch(handler: Handler) {
  const Base = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends Base {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
      }
    },
  );
  const fetchMock = vi.fn((req: Request) => Promise.resolve(handler(req)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An API with nothing new: the layout's bell loads a count of 0 and its stream stays quiet. */
export function stubQuietApi() {
  return stubFetch((req) => {
    const path = new URL(req.url).pathname;
    if (path === `${API_BASE}${STREAM_PATH}`) return fakeEventStream().response;
    if (path === `${API_BASE}/enquiries/new/count`) return json({ count: 0, enquiries: [] });
    return json({ message: 'Not found', error: 'not_found' }, 404);
  });
}

/** Makes MUI's media queries report a screen below the large breakpoint. */
/**
 * Object URLs for a download (jsdom has none). Defined, not assigned, and left redefinable: with
 * files sharing modules in a worker (docs/DECISIONS.md, nineteenth session), an assigned stand-in
 * made the next file's assignment throw.
 */
export function stubObjectUrls(create: (blob: Blob) => string): void {
  const stand = { createObjectURL: create, revokeObjectURL: vi.fn() };
  for (const [key, value] of Object.entries(stand))
    Object.defineProperty(URL, key, { value, configurable: true, writable: true });
}

export function stubSmallScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/**
 * A file of tests of the signed-in shell: every page loaded first, a quiet API, a session, and
 * everything stubbed put back after each test.
 */
export function setUpSignedInShell(): void {
  beforeAll(preloadPages, PRELOAD_TIMEOUT);
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubQuietApi();
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
