import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@studydesk/contract';
import { makeStore } from '../../lib/store';
import { api } from '../../lib/api';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { chooseRowAction } from '../../lib/test-page';
import ServicesPage from './services-page';

const service = (id: string, title: string, day: number): FakeRow => ({
  _id: id,
  title,
  createdAt: `2025-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2025-02-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

let server: FakeCrudServer;
beforeEach(() => {
  server = fakeCrudServer('/api/services', [
    service('s1', 'Visa guidance', 15),
    service('s2', 'University applications', 14),
    service('s3', 'Test preparation', 13),
  ]);
});

let store: ReturnType<typeof makeStore>;
function renderPage(url = '/services', role: Role = 'admin') {
  store = makeStore();
  localStorage.setItem('adminToken', 'token-1');
  localStorage.setItem(
    'adminUser',
    JSON.stringify({
      _id: 'u1',
      fname: 'Asha',
      lname: 'Rao',
      email: 'a@x.io',
      userType: role,
      image: null,
    }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/services" element={<ServicesPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

const lastGet = () => server.calls.filter((c) => c.method === 'GET').at(-1);

describe('services page', () => {
  it('lists the services, their dates and the total', async () => {
    renderPage();
    expect(await screen.findByText('Visa guidance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByText('University applications')).toBeInTheDocument();
    expect(screen.getByText('15-01-2025')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 services');
    const get = lastGet();
    expect(get?.path).toBe('/api/services');
    expect(Object.fromEntries(get?.search ?? [])).toEqual({
      page: '1',
      limit: '25',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('shows the empty state with a call to action', async () => {
    server.rows.length = 0;
    const user = renderPage();
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add your first service' }));
    expect(await screen.findByRole('dialog', { name: 'Add service' })).toBeInTheDocument();
  });

  it('shows the spec §8 fallback when a failed load has no message, and retries', async () => {
    server.reply(500, {});
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch services');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Visa guidance')).toBeInTheDocument();
  });

  it("shows the server's own message when it gives one", async () => {
    server.reply(503, { message: 'Database unavailable', error: 'unavailable' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('validates a new service in the browser before sending anything', async () => {
    const user = renderPage();
    await screen.findByText('Visa guidance');
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    const title = within(dialog).getByLabelText(/title/i);
    expect(title).toHaveFocus();
    await user.type(title, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(server.count('POST')).toBe(0);
  });

  it('creates a service and fetches the list again', async () => {
    const user = renderPage();
    await screen.findByText('Visa guidance');
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await user.type(within(dialog).getByLabelText(/title/i), '  Scholarships ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Scholarships')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Scholarships' });
    expect(server.count('GET')).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('4 services');
  });

  it('puts server field errors next to the field and keeps the dialog open', async () => {
    const user = renderPage();
    await screen.findByText('Visa guidance');
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    server.reply(400, {
      message: 'Please correct the highlighted fields',
      error: 'validation',
      fieldErrors: { title: 'A service with this title already exists' },
    });
    await user.type(within(dialog).getByLabelText(/title/i), 'Visa guidance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/title/i)).toHaveAccessibleDescription(
        'A service with this title already exists',
      ),
    );
    expect(within(dialog).getByLabelText(/title/i)).toHaveAttribute('aria-invalid', 'true');
    expect(server.count('GET')).toBe(1);
  });

  it('edits a service in the same form, filled with its values', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Visa guidance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    const title = within(dialog).getByLabelText(/title/i);
    expect(title).toHaveValue('Visa guidance');
    await user.clear(title);
    await user.type(title, 'Visa and immigration guidance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Visa and immigration guidance')).toBeInTheDocument();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/services/s1',
      body: { title: 'Visa and immigration guidance' },
    });
  });

  it('closes the form on Escape without saving', async () => {
    const user = renderPage();
    await screen.findByText('Visa guidance');
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    await screen.findByRole('dialog', { name: 'Add service' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.count('POST')).toBe(0);
  });

  it('asks before deleting and only then calls DELETE, then reloads the list', async () => {
    const user = renderPage();
    await chooseRowAction(user, 'Visa guidance', 'Delete Visa guidance');
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Visa guidance?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.count('DELETE')).toBe(0);

    await chooseRowAction(user, 'Visa guidance', 'Delete Visa guidance');
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Visa guidance?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Visa guidance')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/services/s1');
    expect(server.count('GET')).toBe(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('2 services');
  });

  it('hides every write for a counsellor', async () => {
    renderPage('/services', 'counsellor');
    expect(await screen.findByText('Visa guidance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: /^(Edit|Delete|More actions) / }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('reads page, size and sort from the URL and keeps them', async () => {
    for (let i = 4; i <= 30; i++) server.rows.push(service(`s${i}`, `Service ${i}`, 1));
    renderPage('/services?page=2&limit=10&sort=title&order=asc');
    expect(await screen.findByText('11–20 of 30')).toBeInTheDocument();
    expect(screen.getByText('Service 20')).toBeInTheDocument();
    expect(Object.fromEntries(lastGet()?.search ?? [])).toEqual({
      page: '2',
      limit: '10',
      sort: 'title',
      order: 'asc',
    });
    // Nothing else on its way: a second load would be running by now.
    expect(store.dispatch(api.util.getRunningQueriesThunk())).toEqual([]);
    expect(server.count('GET')).toBe(1);
  });

  it('searches from the URL, and a new search goes back to page 1', async () => {
    const user = renderPage('/services?page=2&limit=10&q=visa');
    const search = screen.getByRole('searchbox', { name: 'Search services' });
    expect(search).toHaveValue('visa');
    await waitFor(() => expect(server.count('GET')).toBeGreaterThan(0));
    expect(server.calls[0]?.search.get('q')).toBe('visa');
    expect(server.calls[0]?.search.get('page')).toBe('2');
    await user.clear(search);
    await user.type(search, 'test');
    await waitFor(() => expect(lastGet()?.search.get('q')).toBe('test'));
    expect(lastGet()?.search.get('page')).toBe('1');
    expect(await screen.findByText('Test preparation')).toBeInTheDocument();
    expect(screen.queryByText('Visa guidance')).not.toBeInTheDocument();
  });
});
