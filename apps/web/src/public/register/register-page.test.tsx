import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_EMAIL_MESSAGE, REGISTERED_MESSAGE } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { renderPublic } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

const PASSWORD = 'Harbour-lights-42';
const password = () => screen.getByLabelText('Password*');

async function fill(user: UserEvent, email = 'ravi@example.com') {
  await user.type(screen.getByLabelText('First Name*'), 'Ravi');
  await user.type(screen.getByLabelText('Last Name*'), 'Menon');
  await user.type(screen.getByLabelText('Email Address*'), email);
  await user.type(screen.getByLabelText('Mobile*'), '+91 98765 43210');
  await user.type(password(), PASSWORD);
  await user.type(screen.getByLabelText('Confirm Password*'), PASSWORD);
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('/register', () => {
  it('checks the form before sending: required fields, strength, matching passwords', async () => {
    const fetchMock = stubFetch(() => json({}));
    const { user } = await renderPublic('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await submit(user);
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name*')).toHaveFocus();
    await user.type(password(), 'short');
    expect(screen.getByText('Password strength: Too short')).toBeInTheDocument();
    // the hint stays announced beside the error
    expect(password()).toHaveAccessibleDescription(
      expect.stringContaining('Password strength: Too short'),
    );
    await vi.waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        expect.stringContaining('Password must be at least 10 characters'),
      ),
    );
    await user.type(password(), 'er-Than-10');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await user.type(screen.getByLabelText('Confirm Password*'), 'something else');
    await submit(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the registration and says an admin must approve it', async () => {
    const fetchMock = stubFetch(() => json({ message: REGISTERED_MESSAGE }, 201));
    const { user } = await renderPublic('/register');
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent(REGISTERED_MESSAGE);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    const req = fetchMock.mock.calls[0]![0];
    expect(new URL(req.url).pathname).toBe('/api/users/register');
    expect(await req.json()).toMatchObject({ fname: 'Ravi', email: 'ravi@example.com' });
  });

  it('puts a duplicate e-mail (409) on the email field and keeps what was typed', async () => {
    const body = {
      message: DUPLICATE_EMAIL_MESSAGE,
      fieldErrors: { email: DUPLICATE_EMAIL_MESSAGE },
    };
    stubFetch(() => json(body, 409));
    const { user } = await renderPublic('/register');
    await fill(user, 'taken@example.com');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(DUPLICATE_EMAIL_MESSAGE);
    expect(screen.getByLabelText('Email Address*')).toHaveAccessibleDescription(
      DUPLICATE_EMAIL_MESSAGE,
    );
    expect(screen.getByLabelText('Email Address*')).toHaveFocus();
    expect(screen.getByLabelText('First Name*')).toHaveValue('Ravi');
  });
});
