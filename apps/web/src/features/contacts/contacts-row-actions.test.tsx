import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { stubSmallScreen } from '../../test/test-utils';
import { renderPage } from '../../lib/test-page';
import ContactsPage from './contacts-page';
import { contactsServer, type FakeCrudServer } from './contacts-test-server';

// What a counsellor can destroy from the call-back queue, and how a phone reads it.
let server: FakeCrudServer;
beforeEach(() => {
  server = contactsServer({
    c2: { nextTryAt: '2020-01-01T09:00:00.000Z', attemptCount: 1, lastOutcome: 'no-answer' },
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (role: Role) => renderPage(<ContactsPage />, '/contact', '/contact?owner=all', role);
const rowOf = (name: string) =>
  screen.getByRole('button', { name }).closest<HTMLElement>('[role="row"]')!;

describe('/contact row actions and Delete all', () => {
  it('shows Delete all to an admin only; a counsellor works the queue without it', async () => {
    const { unmount } = open('counsellor');
    expect(await screen.findByRole('button', { name: 'Asha Rao' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Delete all/ })).toBeNull();
    unmount();
    open('admin');
    await screen.findByRole('button', { name: 'Asha Rao' });
    await screen.findByText('3 call requests');
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeEnabled();
  });

  it('keeps Delete in the row’s More actions menu, asking before it deletes', async () => {
    const { user } = open('counsellor');
    await screen.findByRole('button', { name: 'Meera Iyer' });
    const row = rowOf('Meera Iyer');
    // no trash icon beside the row's own actions: only Log attempt and the menu
    expect(within(row).queryByRole('menuitem', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /^Delete/ })).toBeNull();
    const more = within(row).getByRole('menuitem', {
      name: 'More actions for call request from Meera Iyer',
    });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(more);
    const menu = await screen.findByRole('menu', {
      name: 'More actions for call request from Meera Iyer',
    });
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Delete call request from Meera Iyer' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete call request from Meera Iyer?',
    });
    expect(server.count('DELETE')).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).toBeNull());
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/contact/c3');
  });

  it('dials a number with one tap: the mobile is a tel: link', async () => {
    open('counsellor');
    await screen.findByRole('button', { name: 'Meera Iyer' });
    const link = within(rowOf('Asha Rao')).getByRole('link', { name: '+91 98765 43213' });
    expect(link).toHaveAttribute('href', 'tel:+919876543213');
  });

  it('gives a phone row the status, the next try and a tel: link', async () => {
    stubSmallScreen();
    open('counsellor');
    await screen.findByRole('button', { name: 'Meera Iyer' });
    const ravi = rowOf('Ravi Kumar');
    expect(within(ravi).getByRole('link', { name: '+91 98765 43212' })).toHaveAttribute(
      'href',
      'tel:+919876543212',
    );
    expect(within(ravi).getByRole('combobox', { name: 'Status of Ravi Kumar' })).toBeVisible();
    expect(ravi).toHaveTextContent('Next try 01-01-2020');
    expect(ravi).toHaveTextContent('Overdue');
    expect(
      within(ravi).getByRole('menuitem', { name: 'Log attempt for Ravi Kumar' }),
    ).toBeVisible();
    expect(rowOf('Meera Iyer')).toHaveTextContent('Closed');
  });
});
