import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-page';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import ContactsPage from './contacts-page';
import { contactsServer } from './contacts-test-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/contact with offices', () => {
  it('an admin narrows the call requests to one office, kept in the URL', async () => {
    fakeOfficesServer([office('o1', 'Leeds', { isDefault: true }), office('o2', 'Pune')]);
    const server = contactsServer();
    const { user, router } = renderPage(<ContactsPage />, '/contact');
    await screen.findAllByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(panel).findByRole('combobox', { name: 'Office' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pune' }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('office=o2'));
    const lists = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/contact');
    await waitFor(() => expect(lists().at(-1)?.search.get('office')).toBe('o2'));
  }, 60_000);
});
