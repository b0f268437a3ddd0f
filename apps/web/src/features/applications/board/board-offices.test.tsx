import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../lib/test-page';
import { fakeOfficesServer, office } from '../../offices/fake-offices-server';
import ApplicationsPage from './applications-page';
import { card, fakeBoardServer } from './fake-board-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/applications with offices', () => {
  it('an admin narrows the board to one office from Filters, kept in the URL', async () => {
    const board = fakeBoardServer([card('1', 'Meera Nair', 'shortlisted')]);
    fakeOfficesServer([office('o1', 'Leeds', { isDefault: true }), office('o2', 'Pune')]);
    const { user, router } = renderPage(<ApplicationsPage />, '/applications');
    await screen.findByRole('link', { name: 'Meera Nair' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(panel).findByRole('combobox', { name: 'Office' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pune' }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('office=o2'));
    await waitFor(() =>
      expect(board.last('/api/applications/board')?.search.get('office')).toBe('o2'),
    );
  }, 60_000);
});
