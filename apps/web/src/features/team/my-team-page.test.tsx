import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ADMIN_MESSAGE, usersResource } from '@studydesk/contract';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { renderPage } from '../../lib/test-page';
import MyTeamPage from './my-team-page';

const member = (id: string, fname: string, userType: string, status: string): FakeRow => ({
  _id: id,
  fname,
  lname: 'Rao',
  email: `${fname.toLowerCase()}@agency.test`,
  mobile: id === 'u1' ? '+91 98765 43210' : null,
  userType,
  status,
  image: null,
  lastLogin: id === 'u1' ? '2026-11-20T09:30:00.000Z' : null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});

let server: FakeCrudServer;
beforeEach(() => {
  server = fakeCrudServer(
    '/api/users',
    [
      member('u1', 'Asha', 'admin', 'active'),
      member('u2', 'Ravi', 'counsellor', 'pending'),
      member('u3', 'Meera', 'editor', 'blocked'),
    ],
    'fname',
    { envelope: usersResource.envelope },
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = (url = '/my-team', role: 'admin' | 'manager' | 'counsellor' = 'admin') =>
  renderPage(<MyTeamPage />, '/my-team', url, role);
const row = (name: string) => screen.getByText(name).closest<HTMLElement>('[role="row"]')!;
const writes = () => server.calls.filter((c) => c.method !== 'GET');
/** Opens a row's "more" menu and picks an action from it. */
async function fromMenu(name: string, action: string) {
  await userEvent.click(within(row(name)).getByRole('menuitem', { name: 'more' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: `${action} ${name}` }));
}

describe('/my-team', () => {
  it('lists the members with role, status and last sign-in; filters come from the URL', async () => {
    open('/my-team?userType=admin');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    const asha = row('Asha Rao');
    expect(within(asha).getByText('asha@agency.test')).toBeInTheDocument();
    expect(within(asha).getByText('Admin')).toBeInTheDocument();
    expect(within(asha).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Ravi Rao')).toBeNull();
    expect(server.calls[0]!.search.get('userType')).toBe('admin');
  });

  it('says when someone never signed in', async () => {
    open();
    expect(
      within(await screen.findByRole('row', { name: /Ravi Rao/ })).getByText('Never'),
    ).toBeVisible();
  });

  it('approves a pending registration, and blocks only after asking', async () => {
    open();
    await screen.findByText('Ravi Rao');
    server.reply(200, { ...server.rows[1], status: 'active' });
    await userEvent.click(screen.getByRole('menuitem', { name: 'Approve Ravi Rao' }));
    expect(await screen.findByText('Ravi Rao approved: they can sign in now')).toBeVisible();
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/api/users/u2/approve' });

    await fromMenu('Asha Rao', 'Block');
    const ask = await screen.findByRole('alertdialog', { name: 'Block Asha Rao?' });
    server.reply(409, { message: LAST_ADMIN_MESSAGE });
    await userEvent.click(within(ask).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(LAST_ADMIN_MESSAGE)).toBeVisible();
    expect(writes()[1]).toMatchObject({
      method: 'PUT',
      path: '/api/users/u1',
      body: { status: 'blocked' },
    });
  });

  it('reactivates a blocked member at once and resets a password, showing it once', async () => {
    open();
    await screen.findByText('Meera Rao');
    await fromMenu('Meera Rao', 'Reactivate');
    await waitFor(() => expect(server.rows[2]!.status).toBe('active'));

    await fromMenu('Asha Rao', 'Reset password of');
    const ask = await screen.findByRole('alertdialog', { name: 'Reset the password of Asha Rao?' });
    server.reply(200, { password: 'tidal-Amber-4821' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'New password for Asha Rao' });
    expect(within(shown).getByText('tidal-Amber-4821')).toBeVisible();
  });

  it('adds a member with a role and checks the form first', async () => {
    open();
    await screen.findByText('Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    const form = await screen.findByRole('dialog', { name: 'Add team member' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('First name is required')).toBeVisible();
    expect(writes()).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/first name/i), 'Kiran');
    await userEvent.type(within(form).getByLabelText(/last name/i), 'Shah');
    await userEvent.type(within(form).getByLabelText(/^email/i), 'kiran@agency.test');
    await userEvent.type(within(form).getByLabelText(/^password/i), 'Harbour-lights-42');
    server.reply(201, member('u4', 'Kiran', 'counsellor', 'active'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      body: { fname: 'Kiran', email: 'kiran@agency.test', userType: 'counsellor' },
    });
  });

  it('shows an admin’s edit of their own row in the header’s stored user at once', async () => {
    open();
    await screen.findByText('Asha Rao');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit Asha Rao' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Asha Rao' });
    const first = within(form).getByLabelText(/first name/i);
    await userEvent.clear(first);
    await userEvent.type(first, 'Ashwini');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('adminUser') ?? '{}')).toMatchObject({
        _id: 'u1',
        fname: 'Ashwini',
      }),
    );
  });

  it('lets a manager read the team (the API answers their offices’ people), not change it', async () => {
    open('/my-team', 'manager');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(within(row('Ravi Rao')).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Edit Asha Rao' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Approve Ravi Rao' })).toBeNull();
  });

  it('is for admins and managers only', async () => {
    open('/my-team', 'counsellor');
    expect(await screen.findByText(/do not have access/i)).toBeVisible();
    expect(server.calls).toHaveLength(0);
  });
});
