import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MESSAGES } from '@studydesk/contract';
import { json, stubFetch, TEST_USER } from '../../test/test-utils';
import { takeHandedToasts } from '../../lib/hand-over';
import { recordLeaving, renderPublic } from '../test-utils';
import { basicAuth } from './sign-in';

let leaving: MockInstance;
beforeEach(() => {
  leaving = recordLeaving();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The message inline, and in the toast (react-toastify loads with the first). */
const shownTwice = (text: string) =>
  vi.waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));

async function fillAndSubmit(email: string, password: string) {
  const { user } = await renderPublic('/login');
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('/login', () => {
  it('shows inline errors for an invalid form and sends nothing', async () => {
    const fetchMock = stubFetch(() => json({}));
    const { user } = await renderPublic('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles password visibility', async () => {
    const { user } = await renderPublic('/login');
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('signs in: basic auth + body, stored session, then the staff app at / with the toast', async () => {
    const fetchMock = stubFetch(() =>
      json({ message: MESSAGES.loginSuccess, token: 'tok-1', user: TEST_USER }),
    );
    await fillAndSubmit('priya@studydesk.local', 'pässword');

    await vi.waitFor(() => expect(leaving).toHaveBeenCalledWith('/', false));
    expect(localStorage.getItem('adminToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('adminUser') ?? '{}')).toEqual(TEST_USER);
    // the staff app shows it as it opens
    expect(takeHandedToasts()).toEqual([{ kind: 'success', message: MESSAGES.loginSuccess }]);

    const req = fetchMock.mock.calls[0]![0];
    expect(new URL(req.url).pathname).toBe('/api/users/login');
    expect(req.method).toBe('POST');
    expect(req.headers.get('authorization')).toBe(basicAuth('priya@studydesk.local', 'pässword'));
    expect(await req.json()).toEqual({ email: 'priya@studydesk.local', password: 'pässword' });
  });

  it('shows the server message inline and as a toast on failure', async () => {
    stubFetch(() => json({ message: 'Invalid email or password', error: 'unauthorized' }, 401));
    await fillAndSubmit('priya@studydesk.local', 'wrong');

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid email or password');
    // ...and once more in the error toast outside the form
    await shownTwice('Invalid email or password');
    expect(leaving).not.toHaveBeenCalled();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('falls back to the error, then the spec §8 login message when the answer says nothing', async () => {
    stubFetch(() => json({ error: 'unauthorized' }, 401));
    const user = await fillAndSubmit('priya@studydesk.local', 'secret');
    await shownTwice('unauthorized');
    stubFetch(() => new Response('', { status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await shownTwice(MESSAGES.loginFailed);
  });

  it('disables the button while the request is in flight', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillAndSubmit('priya@studydesk.local', 'secret');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /login/i })).toBeDisabled());
    answer(json({ message: 'nope' }, 401));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /login/i })).toBeEnabled());
  });

  it('links to registration and leads the logo to the staff home', async () => {
    await renderPublic('/login');
    expect(screen.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'StudyDesk home' })).toHaveAttribute(
      'href',
      '/dashboard/default',
    );
  });

  it('encodes non-ASCII basic credentials as UTF-8', () => {
    expect(basicAuth('a@b.c', 'é')).toBe(`Basic ${btoa('a@b.c:\u00c3\u00a9')}`);
  });
});
