import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-page';
import { fakeOutboxServer, testMail } from './fake-outbox-server';
import OutboxPage from './outbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (role: 'admin' | 'counsellor' = 'admin') =>
  renderPage(<OutboxPage />, '/settings/outbox', '/settings/outbox', role);
/** The row of the mail with this subject. */
const rowOf = async (subject: string) => {
  const grid = await screen.findByRole('grid', { name: 'Outbox' });
  return (await within(grid).findByText(subject)).closest<HTMLElement>('[role="row"]')!;
};

describe('/settings/outbox', { timeout: 30_000 }, () => {
  it('lists the mail with its state, attempts and last error', async () => {
    fakeOutboxServer([
      testMail(2, { state: 'failed', attempts: 1, lastError: '550 No such mailbox' }),
      testMail(1, { state: 'sent', attempts: 1, sentAt: '2026-11-27T08:02:00.000Z' }),
    ]);
    open();
    const failed = await rowOf('Your enquiry ENQ-2');
    expect(failed).toHaveTextContent(/student2@example\.test.*Failed.*550 No such mailbox/);
    expect(await rowOf('Your enquiry ENQ-1')).toHaveTextContent(/Sent/);
    expect(screen.queryByText('No mail server is set')).not.toBeInTheDocument();
    expect(screen.getByText('2 mails')).toBeInTheDocument();
  });

  it('warns when no mail server is set, and filters by state from a tab', async () => {
    const server = fakeOutboxServer([testMail(1, { lastError: 'No mail server set' })], false);
    const { user } = open();
    expect(await screen.findByText('No mail server is set')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByText('No failed mail')).toBeInTheDocument();
    expect(server.calls.at(-1)?.query).toContain('state=failed');
  });

  it('shows a mail in a dialog and resends it after confirming', async () => {
    const server = fakeOutboxServer([
      testMail(1, { state: 'failed', attempts: 6, lastError: '421 Busy' }),
    ]);
    const { user } = open();
    const view = 'View the mail to student1@example.test';
    await user.click(await screen.findByRole('menuitem', { name: view }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail to student1@example.test' });
    const message = await within(dialog).findByLabelText('Message');
    expect(message).toHaveTextContent('Dear student 1, thank you.');
    expect(dialog).toHaveTextContent('counsellor@agency.test');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Resend this mail?' });
    await user.click(within(confirm).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'POST', path: '/outbox/m1/resend', query: '' }]),
    );
    expect(await screen.findByText('The mail will be sent again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Your enquiry ENQ-1')).toHaveTextContent(/Waiting/);
  });

  it('cancels a waiting mail from its row after confirming; a sent one offers neither', async () => {
    const server = fakeOutboxServer([testMail(2), testMail(1, { state: 'sent' })]);
    const { user } = open();
    // A sent mail: only View, no menu of changes.
    const sent = await rowOf('Your enquiry ENQ-1');
    expect(within(sent).queryByRole('menuitem', { name: 'more' })).toBeNull();
    await user.click(
      within(await rowOf('Your enquiry ENQ-2')).getByRole('menuitem', { name: 'more' }),
    );
    await user.click(
      await screen.findByRole('menuitem', { name: 'Cancel the mail to student2@example.test' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this mail?' });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel mail' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'DELETE', path: '/outbox/m2', query: '' }]),
    );
    expect(await screen.findByText('The mail is cancelled')).toBeInTheDocument();
  });

  it('shows an empty outbox', async () => {
    fakeOutboxServer([]);
    open();
    expect(await screen.findByText('No mail yet')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    const server = fakeOutboxServer([testMail(1)]);
    open('counsellor');
    expect(await screen.findByText(/do not have access/i)).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
