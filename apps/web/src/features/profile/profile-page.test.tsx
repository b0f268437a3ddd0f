import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, STREAM_PATH, type Profile } from '@studydesk/contract';
import {
  json,
  renderRoutes,
  signIn,
  stubFetch,
  TEST_USER,
  preloadPages,
  PRELOAD_TIMEOUT,
} from '../../test/test-utils';
import { fakeEventStream } from '../../lib/fake-event-stream';

// Every page module loaded first: no wait below depends on how fast modules load.
beforeAll(preloadPages, PRELOAD_TIMEOUT);

let profile: Profile;
const sent: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  profile = { ...TEST_USER, mobile: '+91 98765 43210' };
  sent.length = 0;
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    if (path === STREAM_PATH) return fakeEventStream().response;
    if (path === '/enquiries/new/count') return json({ count: 0, enquiries: [] });
    if (req.method === 'GET' && path === '/users/me') return json(profile);
    // the morning digest's switch reads its state; not a write either
    if (req.method === 'GET' && path === '/users/me/digest') return json({ on: true });
    // the shell's other reads for the bell (what is due, uploads to review) are not writes
    if (req.method === 'GET') return json({ message: 'Not found' }, 404);
    const body: unknown = await req.json().catch(() => null);
    sent.push({ method: req.method, path, body });
    if (path === '/users/me') {
      profile = { ...profile, ...(body as Partial<Profile>) };
      return json(profile);
    }
    if (path === '/users/me/password') {
      const wrong = { currentPassword: 'Your current password is not correct' };
      return (body as { currentPassword: string }).currentPassword === 'Old-password-1'
        ? json({ message: 'Password changed' })
        : json({ message: wrong.currentPassword, fieldErrors: wrong }, 400);
    }
    return json({ message: 'Not found' }, 404);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const details = () => screen.getByRole('form', { name: 'Personal details' });
const password = () => screen.getByRole('form', { name: 'Change password' });

describe('/profile', () => {
  it('saves name and mobile, and the header shows the new name at once', async () => {
    signIn();
    renderRoutes('/profile');
    const first = await screen.findByRole('textbox', { name: /first name/i });
    expect(first).toHaveValue('Priya');
    expect(within(details()).getByRole('textbox', { name: /mobile/i })).toHaveValue(
      '+91 98765 43210',
    );
    expect(screen.getByRole('button', { name: 'Priya Sharma, open profile' })).toBeVisible();
    await userEvent.clear(first);
    await userEvent.type(first, 'Priyanka');
    await userEvent.click(within(details()).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('button', { name: 'Priyanka Sharma, open profile' }),
    ).toBeVisible();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/users/me',
      body: { fname: 'Priyanka' },
    });
    expect(JSON.parse(localStorage.getItem('adminUser') ?? '{}')).toMatchObject({
      fname: 'Priyanka',
    });
  });

  it('changes the password only with the current one and matching new ones', async () => {
    // the server says counsellor too: the signed-in pages re-read the role from /users/me
    profile = { ...profile, userType: 'counsellor' };
    signIn({ userType: 'counsellor' });
    renderRoutes('/profile');
    await screen.findByRole('form', { name: 'Change password' });
    expect(screen.queryByRole('link', { name: 'Manage my team' })).toBeNull();
    const form = password();
    await userEvent.type(within(form).getByLabelText('Current password'), 'Wrong-password-1');
    await userEvent.type(within(form).getByLabelText('New password'), 'Brand-new-pass-2');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Brand-new-pass-3');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeVisible();
    expect(sent).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Confirm new password'));
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Brand-new-pass-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is not correct')).toBeVisible();

    await userEvent.clear(within(form).getByLabelText('Current password'));
    await userEvent.type(within(form).getByLabelText('Current password'), 'Old-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password changed/)).toBeVisible();
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('offers admins the way to My Team', async () => {
    signIn();
    renderRoutes('/profile');
    expect(await screen.findByRole('link', { name: 'Manage my team' })).toHaveAttribute(
      'href',
      '/my-team',
    );
  });
});
