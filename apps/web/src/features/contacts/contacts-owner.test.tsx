import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactsResource, type Role, type StaffMember } from '@studydesk/contract';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { renderPage } from '../../lib/test-page';
import ContactsPage from './contacts-page';

const STAFF: StaffMember[] = [
  { _id: 'u1', fname: 'Nina', lname: 'Shah', userType: 'counsellor', offices: ['leeds'] },
  { _id: 'u2', fname: 'Omar', lname: 'Ali', userType: 'admin', offices: ['leeds', 'pune'] },
  { _id: 'u3', fname: 'Eddie', lname: 'Editor', userType: 'editor', offices: ['pune'] },
  { _id: 'u4', fname: 'Mira', lname: 'Menon', userType: 'manager', offices: ['pune'] },
];
const contact = (id: string, name: string, assignedTo: string | null): FakeRow => ({
  _id: id,
  name,
  email: `${id}@example.com`,
  mobile: null,
  message: 'Call me',
  preferredTime: null,
  status: 'read',
  assignedTo,
  assignedToName: null,
  createdAt: '2025-04-01T09:00:00.000Z',
  updatedAt: '2025-04-01T09:00:00.000Z',
});

let server: FakeCrudServer;
beforeEach(() => {
  fakeCrudServer('/api/users/staff', STAFF as unknown as FakeRow[], 'fname', {
    envelope: 'array',
  });
  server = fakeCrudServer(
    '/api/contact',
    [
      contact('c1', 'Asha Rao', null),
      contact('c2', 'Ravi Kumar', 'u1'),
      { ...contact('c3', 'Kiran Das', 'u1'), office: 'pune' },
    ],
    'name',
    { envelope: contactsResource.envelope },
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = (url = '/contact', role: Role = 'counsellor') =>
  renderPage(<ContactsPage />, '/contact', url, role);
const lists = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/contact');

describe('/contact owners', () => {
  it('lands a counsellor on Mine and switches views through the URL', async () => {
    const { user, router } = open();
    const group = await screen.findByRole('tablist', { name: 'Whose call requests' });
    expect(within(group).getByRole('tab', { name: 'Mine' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(lists()[0]?.search.get('owner')).toBe('me'));
    await user.click(within(group).getByRole('tab', { name: 'Unassigned' }));
    expect(router.state.location.search).toBe('?owner=unassigned');
    await waitFor(() => expect(lists().at(-1)?.search.get('owner')).toBe('none'));
    await user.click(within(group).getByRole('tab', { name: 'All' }));
    expect(router.state.location.search).toBe('?owner=all');
    await waitFor(() => expect(lists().at(-1)?.search.has('owner')).toBe(false));
  });

  it('keeps a counsellor on Mine while they search', async () => {
    const { user, router } = open();
    await screen.findByRole('tablist', { name: 'Whose call requests' });
    await user.type(screen.getByRole('searchbox', { name: 'Search call requests' }), 'ravi');
    await waitFor(() => expect(lists().at(-1)?.search.get('q')).toBe('ravi'));
    expect(lists().at(-1)?.search.get('owner')).toBe('me');
    expect(router.state.location.search).toBe('?owner=mine&q=ravi');
  });

  it('lands an admin on All, and keeps a view named in the URL', async () => {
    open('/contact', 'admin');
    const group = await screen.findByRole('tablist', { name: 'Whose call requests' });
    expect(within(group).getByRole('tab', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByText('Asha Rao');
    expect(lists()[0]?.search.has('owner')).toBe(false);
  });

  it('says what to do when nothing is assigned to you', async () => {
    server.rows.length = 0;
    const { user, router } = open();
    expect(await screen.findByText('Nothing assigned to you — see Unassigned')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See Unassigned' }));
    expect(router.state.location.search).toBe('?owner=unassigned');
    expect(await screen.findByText(/^No unassigned call requests/)).toBeVisible();
  });

  it('gives a request to an admin, manager or counsellor with the owner select', async () => {
    const { user } = open('/contact?owner=all');
    const select = await screen.findByRole('combobox', {
      name: 'Owner of the call request from Asha Rao',
    });
    await user.click(select);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Unassigned', 'Nina Shah', 'Omar Ali', 'Mira Menon']);
    await user.click(screen.getByRole('option', { name: 'Omar Ali' }));
    await waitFor(() => expect(server.count('PUT')).toBe(1));
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/contact/c1/owner');
    expect(put?.body).toEqual({ assignedTo: 'u2' });
    expect(await screen.findByText('Asha Rao: given to Omar Ali')).toBeVisible();
  });

  it('offers only the people who work in the request’s office, and still names its owner', async () => {
    const { user } = open('/contact?owner=all', 'admin');
    const select = await screen.findByRole('combobox', {
      name: 'Owner of the call request from Kiran Das',
    });
    expect(select).toHaveTextContent('Nina Shah');
    await user.click(select);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Unassigned', 'Omar Ali', 'Mira Menon', 'Nina Shah']);
  });
});
