import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_EMAIL_MESSAGE, REGISTERED_MESSAGE } from '@studydesk/contract';
import {
  json,
  renderRoutes,
  stubFetch,
  preloadPages,
  PRELOAD_TIMEOUT,
} from '../../layout/test-utils';

// Every page module loaded first: no wait below depends on how fast modules load.
beforeAll(preloadPages, PRELOAD_TIMEOUT);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PASSWORD = 'Harbour-lights-42';

async function fill(email = 'ravi@example.com') {
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  await userEvent.type(screen.getByLabelText('First Name*'), 'Ravi');
  await userEvent.type(screen.getByLabelText('Last Name*'), 'Menon');
  await userEvent.type(screen.getByLabelText('Email Address*'), email);
  await userEvent.type(screen.getByLabelText('Mobile*'), '+91 98765 43210');
  await userEvent.type(screen.getByLabelText('Password*'), PASSWORD);
  await userEvent.type(screen.getByLabelText('Confirm Password*'), PASSWORD);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterPage', () => {
  it('checks the form before sending: required fields, strength, matching passwords', async () => {
    const fetchMock = stubFetch(() => json({}));
    renderRoutes('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    await submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password*'), 'short');
    expect(screen.getByText('Password strength: Too short')).toBeInTheDocument();
    // the hint stays announced beside the error
    const description = expect.stringContaining('Password strength: Too short');
    expect(screen.getByLabelText('Password*')).toHaveAccessibleDescription(description);
    expect(screen.getByLabelText('Password*')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 10 characters'),
    );
    await userEvent.type(screen.getByLabelText('Password*'), 'er-Than-10');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm Password*'), 'something else');
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the registration and says an admin must approve it', async () => {
    const fetchMock = stubFetch(() => json({ message: REGISTERED_MESSAGE }, 201));
    renderRoutes('/register');
    await fill();
    await submit();
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
    renderRoutes('/register');
    await fill('taken@example.com');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(DUPLICATE_EMAIL_MESSAGE);
    expect(screen.getByLabelText('Email Address*')).toHaveAccessibleDescription(
      DUPLICATE_EMAIL_MESSAGE,
    );
    expect(screen.getByLabelText('First Name*')).toHaveValue('Ravi');
  });
});
