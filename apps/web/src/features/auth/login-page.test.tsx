import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@studydesk/contract';
import {
  json,
  renderRoutes,
  stubFetch,
  TEST_USER,
  preloadPages,
  PRELOAD_TIMEOUT,
} from '../../layout/test-utils';
import { basicAuth } from './auth-api';

// Every page module loaded first: no wait below depends on how fast modules load.
beforeAll(preloadPages, PRELOAD_TIMEOUT);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  await userEvent.type(screen.getByLabelText('Email Address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('shows inline errors for an invalid form and sends nothing', async () => {
    const fetchMock = stubFetch(() => json({}));
    renderRoutes('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles password visibility', async () => {
    renderRoutes('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('signs in: basic auth + body, toast, stored session, then / → /dashboard', async () => {
    const fetchMock = stubFetch(() =>
      json({ message: MESSAGES.loginSuccess, token: 'tok-1', user: TEST_USER }),
    );
    const { router } = renderRoutes('/login');
    await fillAndSubmit('priya@studydesk.local', 'pässword');

    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    });
    expect(localStorage.getItem('adminToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('adminUser') ?? '{}')).toEqual(TEST_USER);

    const req = fetchMock.mock.calls[0]![0];
    expect(new URL(req.url).pathname).toBe('/api/users/login');
    expect(req.method).toBe('POST');
    expect(req.headers.get('authorization')).toBe(basicAuth('priya@studydesk.local', 'pässword'));
    expect(await req.json()).toEqual({ email: 'priya@studydesk.local', password: 'pässword' });
  });

  it('shows the server message inline and as a toast on failure', async () => {
    stubFetch(() => json({ message: 'Invalid email or password', error: 'unauthorized' }, 401));
    const { router } = renderRoutes('/login');
    await fillAndSubmit('priya@studydesk.local', 'wrong');

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    // ...and once more in the error toast outside the form
    expect(await screen.findAllByText('Invalid email or password')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('falls back to the spec §8 login message when the answer says nothing', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    renderRoutes('/login');
    await fillAndSubmit('priya@studydesk.local', 'secret');
    expect(await screen.findAllByText(MESSAGES.loginFailed)).toHaveLength(2);
  });

  it('disables the button while the request is in flight', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes('/login');
    await fillAndSubmit('priya@studydesk.local', 'secret');
    expect(screen.getByRole('button', { name: /login/i })).toBeDisabled();
    answer(json({ message: 'nope' }, 401));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /login/i })).toBeEnabled());
  });

  it('encodes non-ASCII basic credentials as UTF-8', () => {
    expect(basicAuth('a@b.c', 'é')).toBe(`Basic ${btoa('a@b.c:\u00c3\u00a9')}`);
  });
});
