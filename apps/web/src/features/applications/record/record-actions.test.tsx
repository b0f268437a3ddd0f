import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../lib/test-page';
import ApplicationRecordPage from './application-record-page';
import { detail, fakeRecordServer } from './test-record-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (role: 'admin' | 'counsellor' = 'admin') =>
  renderPage(<ApplicationRecordPage />, '/applications/:id', '/applications/a1', role);
const head = async () =>
  (
    await screen.findByRole('heading', { level: 1, name: 'Lakeside College — MSc Data Science' })
  ).closest('.MuiCard-root') as HTMLElement;

describe('the application record’s head', () => {
  it('keeps Delete in the ⋮ menu, away from the stage, and asks before deleting', async () => {
    const server = fakeRecordServer({ application: detail() });
    const { user } = open();
    const card = await head();
    expect(within(card).queryByRole('button', { name: /delete/i })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    await user.click(await within(menu).findByRole('menuitem', { name: 'Delete application' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this application?' });
    expect(server.sent('DELETE', '/api/applications/a1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.sent('DELETE', '/api/applications/a1')).toHaveLength(1));
  });

  it('lets an admin give the application to another counsellor', async () => {
    const server = fakeRecordServer({ application: detail() });
    const { user } = open('admin');
    const owner = await within(await head()).findByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(owner).toHaveTextContent('Asha Rao'));
    await user.click(owner);
    // counsellors and admins only: an editor cannot own an application
    expect(screen.queryByRole('option', { name: 'Edith Writer' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Kiran Das' }));
    await waitFor(() => expect(server.sent('PATCH', '/api/applications/a1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/applications/a1')[0]?.body).toEqual({ assignedTo: 'u2' });
    expect(await screen.findByText('Application given to Kiran Das')).toBeInTheDocument();
    expect(owner).toHaveTextContent('Kiran Das');
  });

  it('shows a counsellor the owner’s name, with nothing to change it', async () => {
    const server = fakeRecordServer({ application: detail() });
    open('counsellor');
    const card = await head();
    expect(within(card).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox', { name: 'Owner' })).toBeNull();
    expect(server.sent('GET', '/api/users/staff')).toHaveLength(0);
  });
});

describe('the application record: a claimable commission not yet invoiced', () => {
  it('reads "Not given" for the amounts as for the dates', async () => {
    fakeRecordServer({ application: detail(), commission: { status: 'claimable' } });
    open('counsellor');
    const commission = await screen.findByRole('region', { name: 'Commission' });
    expect(await within(commission).findByText('Claimable')).toBeVisible();
    for (const label of ['Invoiced amount', 'Received amount'])
      expect(within(commission).getByText(label).nextElementSibling).toHaveTextContent('Not given');
  });
});
