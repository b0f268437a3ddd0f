import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usersResource } from '@studydesk/contract';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { fastUser, renderPage } from '../../lib/test-page';
import { renderRoutes, signIn } from '../../test/test-utils';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import MyTeamPage from './my-team-page';

const LEEDS = office('o1', 'Leeds', { isDefault: true });
const PUNE = office('o2', 'Pune');

const member: FakeRow = {
  _id: 'u2',
  fname: 'Ravi',
  lname: 'Rao',
  email: 'ravi@agency.test',
  mobile: null,
  userType: 'counsellor',
  status: 'active',
  image: null,
  lastLogin: null,
  offices: ['o1'],
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

let users: FakeCrudServer;
const start = (offices = [LEEDS, PUNE]) => {
  fakeOfficesServer(offices.map((o) => ({ ...o })));
  users = fakeCrudServer('/api/users', [{ ...member }], 'fname', {
    envelope: usersResource.envelope,
  });
  return renderPage(<MyTeamPage />, '/my-team');
};
const writes = () => users.calls.filter((c) => c.method !== 'GET');
const slow = { timeout: 60_000 };

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openAdd() {
  const view = start();
  await screen.findByText('Ravi Rao');
  await view.user.click(screen.getByRole('button', { name: 'Add team member' }));
  return { ...view, form: await screen.findByRole('dialog', { name: 'Add team member' }) };
}

describe('/my-team with two offices', () => {
  it('says where each member works', async () => {
    start();
    const row = (await screen.findByText('Ravi Rao')).closest<HTMLElement>('[role="row"]')!;
    await waitFor(() => expect(row).toHaveTextContent('Leeds'));
    expect(screen.getByRole('columnheader', { name: 'Offices' })).toBeInTheDocument();
  });

  it('adds a manager of both offices: the role and the offices on the form', slow, async () => {
    const { user, form } = await openAdd();
    const offices = await within(form).findByRole('combobox', { name: /^Offices/ });
    // the default office is chosen to begin with
    expect(within(form).getByRole('button', { name: 'Leeds' })).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(offices);
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await user.type(within(form).getByLabelText(/first name/i), 'Kiran');
    await user.type(within(form).getByLabelText(/last name/i), 'Shah');
    await user.type(within(form).getByLabelText(/^email/i), 'kiran@agency.test');
    await user.type(within(form).getByLabelText(/^password/i), 'Harbour-lights-42');
    users.reply(201, { ...member, _id: 'u3', fname: 'Kiran', userType: 'manager' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      body: { fname: 'Kiran', userType: 'manager', offices: ['o1', 'o2'] },
    });
  });

  it('an office at least: emptied, the form says so and sends nothing', slow, async () => {
    const { user, form } = await openAdd();
    await within(form).findByRole('combobox', { name: /^Offices/ });
    const chip = within(form).getByRole('button', { name: 'Leeds' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose at least one office')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('edits a member’s offices', slow, async () => {
    const { user } = start();
    await screen.findByText('Ravi Rao');
    await user.click(screen.getByRole('menuitem', { name: 'Edit Ravi Rao' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Ravi Rao' });
    await user.click(await within(form).findByRole('combobox', { name: /^Offices/ }));
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ offices: ['o1', 'o2'] });
  });
});

describe('/my-team with one office', () => {
  it('shows no offices on the form and sends none', slow, async () => {
    const { user } = start([LEEDS]);
    await screen.findByText('Ravi Rao');
    await user.click(screen.getByRole('menuitem', { name: 'Edit Ravi Rao' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Ravi Rao' });
    expect(within(form).queryByRole('combobox', { name: /^Offices/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Offices' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).not.toHaveProperty('offices');
  });

  it('opens a member’s availability for a manager, who changes nothing else', async () => {
    fakeOfficesServer([LEEDS, PUNE]);
    users = fakeCrudServer('/api/users', [{ ...member }], 'fname', {
      envelope: usersResource.envelope,
    });
    signIn({ userType: 'manager', offices: ['o1'] });
    const { router } = renderRoutes('/my-team', [
      { path: '/my-team', element: <MyTeamPage /> },
      { path: '/profile/availability', element: <p>hours</p> },
    ]);
    const hours = await screen.findByRole('menuitem', { name: 'Availability of Ravi Rao' });
    expect(screen.queryByRole('menuitem', { name: 'Edit Ravi Rao' })).toBeNull();
    await fastUser().click(hours);
    await screen.findByText('hours');
    expect(router.state.location.search).toBe('?user=u2');
  });
});
