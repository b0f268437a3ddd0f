import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { renderPublic } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

const PASSWORD = 'Harbour-lights-42';

/** /reset-password?token=…, from the "Forgot password?" mail. */
describe('/reset-password', () => {
  it('sets the new password with the link’s token and leads to sign in', async () => {
    const fetchMock = stubFetch(() => json({ message: PASSWORD_RESET_DONE }));
    const { user } = await renderPublic('/reset-password?token=abc_DEF-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('New password must be at least 10 characters'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(PASSWORD_RESET_DONE);
    expect(done).toHaveFocus();
    const req = fetchMock.mock.calls[0]![0];
    expect(new URL(req.url).pathname).toBe('/api/users/reset-password');
    expect(await req.json()).toEqual({ token: 'abc_DEF-123', password: PASSWORD });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says a used or expired link is no good and offers a new one', async () => {
    stubFetch(() =>
      json(
        {
          message: RESET_LINK_INVALID,
          error: 'bad_request',
          fieldErrors: { token: RESET_LINK_INVALID },
        },
        400,
      ),
    );
    const { user } = await renderPublic('/reset-password?token=used');
    await user.type(screen.getByLabelText('New Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm New Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/login?forgot',
    );
  });

  it('says so at once when the address has no token', async () => {
    const fetchMock = stubFetch(() => json({}));
    await renderPublic('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
