import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen, signIn, stubFetch } from '../../test/test-utils';
import { DEFAULT_AVATAR } from '../../lib/user-display';
import { ProfileMenu } from './profile-menu';

afterEach(() => vi.unstubAllGlobals());

const renderMenu = () => renderScreen(<ProfileMenu />, '/dashboard', ['/login', '/profile']);

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /open profile$/ }));
  return screen.findByRole('dialog', { name: 'Profile' });
}

describe('ProfileMenu', () => {
  it('shows name, user type and exactly View Profile and Logout', async () => {
    signIn({ fname: 'Priya', lname: 'Sharma', userType: 'counsellor' });
    renderMenu();
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
    const popup = await openMenu();
    expect(within(popup).getByText('counsellor')).toBeInTheDocument();
    const entries = within(popup)
      .getAllByRole('menuitem')
      .map((m) => m.textContent);
    expect(entries).toEqual(['View Profile', 'Logout']);
  });

  it('uses the default avatar when the user has no image, else the image', () => {
    signIn({ image: '' });
    const { unmount } = renderMenu();
    expect(document.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR);
    unmount();
    signIn({ image: '/uploads/priya.webp' });
    renderMenu();
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/priya.webp');
  });

  it('View Profile goes to /profile', async () => {
    signIn();
    const { router } = renderMenu();
    const popup = await openMenu();
    await userEvent.click(within(popup).getByRole('menuitem', { name: 'View Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('Logout calls the API, clears both storage keys and goes to /login', async () => {
    signIn();
    const fetchMock = stubFetch(() => json({ message: 'Logged out' }));
    const { router } = renderMenu();
    const popup = await openMenu();
    await userEvent.click(within(popup).getByRole('menuitem', { name: 'Logout' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
    const req = fetchMock.mock.calls[0]![0];
    expect(req.method).toBe('POST');
    expect(new URL(req.url).pathname).toBe('/api/users/logout');
    expect(req.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('still signs out locally when the logout call fails', async () => {
    signIn();
    stubFetch(() => json({ message: 'Server down', error: 'internal' }, 500));
    const { router } = renderMenu();
    const popup = await openMenu();
    await userEvent.click(within(popup).getByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
