import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localIsoDate } from '../../lib/dates';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { chooseRowAction, renderPage } from '../../lib/test-page';
import { daysUntil } from './deadline';
import IntakesPage from './intakes-page';

const inDays = (n: number) => localIsoDate(new Date(Date.now() + n * 86_400_000));
const intake = (id: string, month: string, deadline: string, status = 'open'): FakeRow => ({
  _id: id,
  college: 'u1',
  collegeName: 'IIT Madras',
  intakeMonth: month,
  intakeYear: 2030,
  deadlineDate: deadline,
  status,
  visible: true,
  deletedAt: null,
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-11T10:00:00.000Z',
});

let server: FakeCrudServer;
beforeEach(() => {
  server = fakeCrudServer(
    '/api/intake',
    [
      intake('i1', 'September', inDays(10)),
      intake('i2', 'January', inDays(-3)),
      intake('i3', 'May', inDays(40), 'closed'),
    ],
    'intakeMonth',
    { envelope: { items: 'data', count: 'count' }, softDelete: 'DELETE' },
  );
});

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const open = () => renderPage(<IntakesPage />, '/intake');

describe('intakes page', () => {
  it('shows days until each deadline and marks closed and past-deadline intakes', async () => {
    open();
    expect(await screen.findByText('September 2030')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Intakes' })).toBeInTheDocument();
    expect(within(rowOf('September 2030')).getByText('In 10 days')).toBeInTheDocument();
    expect(within(rowOf('September 2030')).getByText('Open')).toBeInTheDocument();
    expect(within(rowOf('January 2030')).getByText('3 days ago')).toBeInTheDocument();
    expect(within(rowOf('January 2030')).getByText('Deadline passed')).toBeInTheDocument();
    expect(within(rowOf('May 2030')).getByText('Closed')).toBeInTheDocument();
    expect(server.calls[0]?.auth).toBe('Bearer test-token');
  });

  it('soft-deletes: the returned record takes the row’s place, nothing reloads', async () => {
    const { user } = open();
    await chooseRowAction(user, 'IIT Madras September 2030', 'Delete IIT Madras September 2030');
    const confirm = await screen.findByRole('alertdialog', {
      name: /^Delete IIT Madras September/,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(rowOf('September 2030')).getByText('Deleted')).toBeVisible());
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/intake/i1');
    expect(server.count('GET')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('menuitem', { name: 'Restore IIT Madras September 2030' }),
    ).toBeInTheDocument();
  });

  it('hard-deletes a deleted intake with DELETE /intake/hard/{id}: the row goes', async () => {
    const { user } = open();
    await chooseRowAction(user, 'IIT Madras September 2030', 'Delete IIT Madras September 2030');
    let confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await chooseRowAction(
      user,
      'IIT Madras September 2030',
      'Delete IIT Madras September 2030 permanently',
    );
    confirm = await screen.findByRole('alertdialog', {
      name: 'Delete IIT Madras September 2030 permanently?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(screen.queryByText('September 2030')).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/intake/i1',
      '/api/intake/hard/i1',
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('2 intakes');
  });

  it('says "Hard delete failed" when the hard delete fails without a message', async () => {
    server.rows[0]!.deletedAt = '2025-02-01T00:00:00.000Z';
    const { user } = renderPage(<IntakesPage />, '/intake', '/intake?deleted=true');
    await chooseRowAction(user, 'IIT Madras September 2030', /September 2030 permanently$/);
    const confirm = await screen.findByRole('alertdialog');
    server.reply(500, {});
    await user.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Hard delete failed')).toBeInTheDocument();
  });

  it('deletes all once an admin types DELETE: the list empties and the count is 0', async () => {
    const { user } = open();
    await screen.findByText('September 2030');
    expect(screen.getByRole('status')).toHaveTextContent('3 intakes');
    await user.click(screen.getByRole('button', { name: 'Delete all intakes' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete all intakes?' });
    const go = within(confirm).getByRole('button', { name: 'Delete all intakes' });
    expect(go).toBeDisabled();
    await user.type(
      within(confirm).getByRole('textbox', { name: 'Type DELETE to confirm' }),
      'DELETE',
    );
    await user.click(go);
    expect(await screen.findByText('No intakes yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/intake');
    expect(server.rows).toHaveLength(0);
  });

  it('offers Delete all to admins only: an editor keeps the other writes', async () => {
    renderPage(<IntakesPage />, '/intake', '/intake', 'editor');
    await screen.findByText('September 2030');
    expect(screen.getByRole('button', { name: 'Add intake' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete all intakes' })).not.toBeInTheDocument();
  });

  it(
    'adds an intake for a college, open and visible by default (spec §5)',
    { timeout: 60_000 },
    async () => {
      fakeCrudServer('/api/college', [{ ...intake('u1', '', ''), name: 'IIT Madras' }], 'name', {
        envelope: { items: 'colleges', count: 'total', paged: true },
      });
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Add intake' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add intake' });
      expect(within(dialog).getByRole('switch', { name: 'Visible on the website' })).toBeChecked();
      expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open');
      await user.click(within(dialog).getByRole('combobox', { name: /^College/ }));
      await user.click(await screen.findByRole('option', { name: 'IIT Madras' }));
      const deadline = within(dialog).getByLabelText(/^Deadline date/);
      // typed day first, as every date reads (spec §9)
      await user.type(deadline, '30-06-2030');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(server.count('POST')).toBe(1));
      expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
        college: 'u1',
        intakeMonth: 'September',
        intakeYear: new Date().getFullYear(),
        deadlineDate: '2030-06-30',
        status: 'open',
        visible: true,
      });
    },
  );

  it('counts days in the reader’s calendar', () => {
    const today = new Date(2030, 0, 31, 23, 30);
    expect(daysUntil('2030-02-01', today)).toBe(1);
    expect(daysUntil('2030-01-31', today)).toBe(0);
    expect(daysUntil('2029-12-31', today)).toBe(-31);
    expect(daysUntil('not a date', today)).toBeUndefined();
  });
});
