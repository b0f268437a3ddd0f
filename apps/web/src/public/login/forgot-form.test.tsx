import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { recordLeaving, renderPublic } from '../test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** "Forgot password?" on /login. */
describe('/login, forgot password', () => {
  it('asks for the address from the sign-in form and gives the one answer', async () => {
    recordLeaving();
    const fetchMock = stubFetch(() => json({ message: FORGOT_PASSWORD_ANSWER }, 202));
    const { user } = await renderPublic('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(window.location.search).toBe('?forgot');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot password?' }),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: 'Reset your password' });
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Email Address'), 'Priya@StudyDesk.local');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(FORGOT_PASSWORD_ANSWER);
    expect(answer).toHaveFocus();
    const req = fetchMock.mock.calls[0]![0];
    expect(new URL(req.url).pathname).toBe('/api/users/forgot-password');
    expect(await req.json()).toEqual({ email: 'priya@studydesk.local' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('opens straight on the form at /login?forgot, and says when asking failed', async () => {
    stubFetch(() =>
      json({ message: 'Too many attempts. Please wait a moment and try again.' }, 429),
    );
    const { user } = await renderPublic('/login?forgot');
    const form = await screen.findByRole('form', { name: 'Reset your password' });
    await user.type(within(form).getByLabelText('Email Address'), 'priya@studydesk.local');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});
