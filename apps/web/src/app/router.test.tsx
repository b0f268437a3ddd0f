import { act, screen } from '@testing-library/react';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { MESSAGES } from '@studydesk/contract';
import { authApi } from '../features/auth/auth-api';
import {
  json,
  renderRoutes,
  signIn,
  stubFetch,
  stubQuietApi,
  preloadPages,
  PRELOAD_TIMEOUT,
} from '../test/test-utils';
import { takeHandedToasts } from '../lib/hand-over';
import { recordLeaving } from '../public/test-utils';
import { followToasts } from './hand-over';
import { protectedPages } from './router';

// Every page module loaded first: no wait below depends on how fast modules load.
beforeAll(preloadPages, PRELOAD_TIMEOUT);

let scrollTo: MockInstance<typeof window.scrollTo>;
/** Navigations to another document: the public screens are documents of their own. */
let leaving: MockInstance;
beforeEach(() => {
  leaving = recordLeaving();
  scrollTo = vi.spyOn(window, 'scrollTo');
  stubQuietApi();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// A route renders once its code (and the staff shell's) has loaded: wait for its heading.
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('protected routes', () => {
  it.each(['/dashboard', '/enquiries', '/my-team', '/services', '/profile'])(
    'send %s to /login without a stored session',
    async (path) => {
      renderRoutes(path);
      await vi.waitFor(() => expect(leaving).toHaveBeenCalledWith('/login', true));
    },
  );

  it('needs both adminUser and adminToken', async () => {
    localStorage.setItem('adminToken', 'only-a-token');
    renderRoutes('/dashboard');
    await vi.waitFor(() => expect(leaving).toHaveBeenCalledWith('/login', true));
  });

  it('shows a protected page inside the layout', async () => {
    signIn();
    renderRoutes('/shadow');
    expect(await h1('Shadow')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'mailbox folders' })).toBeInTheDocument();
  });

  it('covers every protected route of spec §2', () => {
    const aliases = ['/dashboard/default', '/enquiries/:id'];
    // the admin screens and the applications journey, beyond spec §2
    const added = ['/settings', '/settings/website-form', '/settings/stages'];
    const journey = ['/applications', '/applications/:id', '/applications/commission'];
    // the import wizard of the three lists that take spreadsheets
    const imports = ['/enquiries/import', '/colleges/import', '/course/import'];
    // Settings → Documents and checklists
    const documents = ['/settings/documents'];
    // Settings → E-mail and the outbox
    const mail = ['/settings/email', '/settings/outbox'];
    // Settings → Offices
    const offices = ['/settings/offices'];
    // the agency's money: reports, claims, its settings and the price list
    const money = [
      '/money',
      '/money/claims',
      '/money/claims/:id',
      '/settings/money',
      '/settings/fees',
    ];
    // the conversation: sessions, hours, the calendar, mail that matched no enquiry
    const conversation = ['/calendar', '/profile/availability', '/settings/sessions', '/inbox'];
    const paths = protectedPages
      .map((p) => p.path ?? '')
      .filter((p) => !aliases.includes(p))
      .sort();
    expect(paths).toEqual(
      [
        '/dashboard',
        '/enquiries',
        '/follow-up',
        '/contact',
        '/colleges',
        '/intake',
        '/course',
        '/services',
        '/blog',
        '/gallery',
        '/my-team',
        '/state',
        '/country',
        '/typography',
        '/color',
        '/shadow',
        '/sample-page',
        '/profile',
        ...added,
        ...journey,
        ...imports,
        ...documents,
        ...mail,
        ...offices,
        ...money,
        ...conversation,
      ].sort(),
    );
  });
});

describe('redirects and fallbacks', () => {
  it('sends / to /dashboard', async () => {
    signIn();
    const { router } = renderRoutes('/');
    expect(await h1('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends /dashboard/default (the logo link) to /dashboard', async () => {
    signIn();
    const { router } = renderRoutes('/dashboard/default');
    expect(await h1('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a friendly 404 for unknown routes', async () => {
    renderRoutes('/no/such/page');
    expect(await h1('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it.each(['/login', '/register', '/EnquiryForm', '/thank-you?enq=ENQ-000042'])(
    'hands %s over to its own document (src/public), query and all',
    async (url) => {
      renderRoutes(url);
      await vi.waitFor(() => expect(leaving).toHaveBeenCalledWith(url, true));
      expect(screen.queryByRole('navigation', { name: 'mailbox folders' })).toBeNull();
    },
  );

  it('says not found, rather than reload for ever, when sent itself for a public address', async () => {
    window.history.replaceState(null, '', '/register');
    renderRoutes('/register');
    expect(await h1('Page not found')).toBeInTheDocument();
    expect(leaving).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});

describe('shell behaviour', () => {
  it('scrolls smoothly to the top on every route change', async () => {
    signIn();
    const { router } = renderRoutes('/dashboard');
    await h1('Dashboard');
    scrollTo.mockClear();
    // a light placeholder page: a real screen's chunk may take longer than findBy waits
    await act(() => router.navigate('/my-team'));
    expect(await h1('My Team')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('goes to /login when any call answers 401, taking its toast along', async () => {
    const unfollow = followToasts();
    signIn();
    stubFetch(() => json({ message: 'Session expired', error: 'unauthorized' }, 401));
    const { store } = renderRoutes('/dashboard');
    await h1('Dashboard');
    await act(() => store.dispatch(authApi.endpoints.logout.initiate()));
    await vi.waitFor(() => expect(leaving).toHaveBeenCalledWith('/login', true));
    expect(localStorage.getItem('adminToken')).toBeNull();
    // as the SPA kept them on screen across its own navigation
    expect(takeHandedToasts()).toContainEqual({ kind: 'info', message: MESSAGES.sessionRequired });
    unfollow();
  });
});
