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
import { authApi } from '../features/auth/auth-api';
import {
  json,
  renderRoutes,
  signIn,
  stubFetch,
  stubQuietApi,
  preloadPages,
  PRELOAD_TIMEOUT,
} from '../layout/test-utils';
import { protectedPages } from './router';

// Every page module loaded first: no wait below depends on how fast modules load.
beforeAll(preloadPages, PRELOAD_TIMEOUT);

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  stubQuietApi();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// A route renders once its code (and the staff shell's) has loaded: wait for its heading.
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('protected routes', () => {
  it.each(['/dashboard', '/enquiries', '/my-team', '/services', '/profile'])(
    'send %s to /login without a stored session',
    async (path) => {
      const { router } = renderRoutes(path);
      expect(await h1('Login')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('needs both adminUser and adminToken', async () => {
    localStorage.setItem('adminToken', 'only-a-token');
    const { router } = renderRoutes('/dashboard');
    expect(await h1('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
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
    // issue 10's admin screens, beyond spec §2
    const added = ['/settings', '/settings/website-form'];
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

  it('sends a signed-in visitor of /login to /dashboard', async () => {
    signIn();
    const { router } = renderRoutes('/login');
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

  it.each([
    ['/register', 'Register'],
    ['/EnquiryForm', 'Study abroad enquiry'],
    ['/thank-you', 'Thank you!'],
  ])('serves the public page %s outside the layout', async (path, title) => {
    renderRoutes(path);
    expect(await h1(title)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'mailbox folders' })).toBeNull();
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

  it('goes to /login when any call answers 401', async () => {
    signIn();
    stubFetch(() => json({ message: 'Session expired', error: 'unauthorized' }, 401));
    const { router, store } = renderRoutes('/dashboard');
    await h1('Dashboard');
    await act(() => store.dispatch(authApi.endpoints.logout.initiate()));
    expect(await h1('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
