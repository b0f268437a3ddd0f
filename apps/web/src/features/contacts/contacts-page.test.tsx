import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { chooseRowAction, formEntries, renderPage } from '../../lib/test-page';
import ContactsPage from './contacts-page';
import { contactsServer, LONG, type FakeCrudServer } from './contacts-test-server';

let server: FakeCrudServer;
beforeEach(() => {
  server = contactsServer();
});
afterEach(() => vi.unstubAllGlobals());

const open = (url = '/contact', role: Role = 'counsellor') =>
  renderPage(<ContactsPage />, '/contact', url, role);
const lists = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/contact');
const row = (name: string) => screen.getByText(name).closest<HTMLElement>('[role="row"]')!;

describe('/contact list', () => {
  it('lists the call requests with their count, dates and details', async () => {
    open();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Request Call' })).toBeVisible();
    expect(await screen.findByText('3 call requests')).toBeVisible();
    const asha = row('Asha Rao');
    expect(within(asha).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(asha).getByText('Evenings')).toBeInTheDocument();
    expect(within(asha).getByText('03-04-2025')).toBeInTheDocument();
    expect(within(asha).getByText(LONG.trim())).toBeInTheDocument();
    // mobile, preferred time and next try
    expect(within(row('Meera Iyer')).getAllByText('—')).toHaveLength(3);
    expect(Object.fromEntries(lists()[0]!.search)).toEqual({
      page: '1',
      limit: '25',
      sort: 'queue',
      order: 'desc',
      owner: 'me', // a counsellor lands on their own
    });
    expect(lists()[0]?.auth).toBe('Bearer test-token');
  });

  it('filters by status from the URL, and a new filter goes to the URL', async () => {
    const { user, router } = open('/contact?status=new');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByText('Ravi Kumar')).toBeNull();
    expect(lists()[0]?.search.get('status')).toBe('new');
    expect(screen.getByRole('status')).toHaveTextContent('1 call request');
    expect(screen.getByText('Status: New')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    // the link named records, so it opened on All; the new filter keeps All
    expect(router.state.location.search).toBe('?status=closed&owner=all');
  });

  it('searches, keeping the query in the URL', async () => {
    const { user, router } = open();
    await screen.findByText('Asha Rao');
    await user.type(screen.getByRole('searchbox', { name: 'Search call requests' }), 'ravi');
    // a counsellor searching stays on Mine, their landing view
    await waitFor(() => expect(router.state.location.search).toBe('?owner=mine&q=ravi'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 call request'));
    expect(lists().at(-1)?.search.get('q')).toBe('ravi');
    // the grid puts its new rows in after the count, a moment later on a busy machine
    await waitFor(() => expect(screen.queryByText('Asha Rao')).toBeNull());
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
  });

  it('shows the empty state, and the spec §8 fallback when loading fails', async () => {
    server.rows.length = 0;
    const { unmount } = open('/contact?owner=all', 'admin');
    expect(await screen.findByText('No call requests yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
    unmount();
    server.reply(500, {}); // the list and the count both fail
    server.reply(500, {});
    open();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to load contacts');
  });

  it('is not for an editor: no data is asked for', () => {
    open('/contact', 'editor');
    expect(screen.getByText('You do not have access')).toBeVisible();
    expect(server.calls).toEqual([]);
  });
});

describe('/contact writes', () => {
  it('changes a status with a multipart PUT and reloads', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('combobox', { name: 'Status of Ravi Kumar' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(server.count('PUT')).toBe(1));
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/contact/c2/status');
    expect(formEntries(put?.form)).toEqual([['status', 'closed']]);
    expect(await screen.findByText('Ravi Kumar: Closed')).toBeVisible();
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('opens a request in full, which marks a new one read', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call request from Asha Rao' });
    expect(within(dialog).getByText(LONG.trim())).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    await waitFor(() => expect(server.count('PUT')).toBe(1));
    expect(formEntries(server.calls.find((c) => c.method === 'PUT')?.form)).toEqual([
      ['status', 'read'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ravi Kumar' }));
    await screen.findByRole('dialog', { name: 'Call request from Ravi Kumar' });
    expect(server.count('PUT')).toBe(1);
  });

  it('deletes one request after asking', async () => {
    const { user } = open();
    const label = 'call request from Meera Iyer';
    await chooseRowAction(user, label, `Delete ${label}`);
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete call request from Meera Iyer?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).toBeNull());
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/contact/c3');
    expect(await screen.findByText('2 call requests')).toBeVisible();
  });

  it('deletes all (an admin) only once DELETE is typed, then shows none', async () => {
    const { user } = open('/contact?owner=all', 'admin');
    await screen.findByText('3 call requests');
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all call requests?' });
    expect(dialog).toHaveAccessibleDescription(
      'This permanently deletes all 3 call requests. It cannot be undone.',
    );
    const typed = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete all' });
    await waitFor(() => expect(typed).toHaveFocus());
    expect(confirm).toBeDisabled();
    await user.type(typed, 'delete{Enter}');
    expect(confirm).toBeDisabled();
    expect(server.count('DELETE')).toBe(0);
    await user.clear(typed);
    await user.type(typed, 'DELETE');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('No call requests yet')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/contact');
    expect(await screen.findByText('0 call requests')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
  });
});
