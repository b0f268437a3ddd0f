import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSmallScreen } from '../../../test/test-utils';
import { renderPage } from '../../../lib/test-page';
import ApplicationsPage from './applications-page';
import { card, fakeBoardServer } from './fake-board-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/applications on a phone', () => {
  it('shows one column at a time, picked by stage with its count, and Move to still works', async () => {
    stubSmallScreen();
    const server = fakeBoardServer([
      card('1', 'Meera Nair', 'shortlisted'),
      card('2', 'Kiran Rao', 'shortlisted'),
      card('3', 'Tara Das', 'submitted'),
    ]);
    const { user, router } = renderPage(
      <ApplicationsPage />,
      '/applications',
      '/applications?owner=all',
    );
    await screen.findByRole('link', { name: 'Meera Nair' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Shortlisted 2',
    ]);
    expect(screen.queryByRole('link', { name: 'Tara Das' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Shortlisted (2)',
      'Submitted (1)',
      'Rejected (0)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Submitted (1)' }));
    expect(await screen.findByRole('link', { name: 'Tara Das' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Meera Nair' })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('column')).toBe('submitted');

    await user.click(screen.getByRole('button', { name: 'Move to (Tara Das, MSc Data Science)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Shortlisted' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tara Das' })).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveTextContent('Submitted (0)');
    expect(server.last('/api/applications/3/stage')?.body).toEqual({
      stage: 'shortlisted',
      from: 'submitted',
    });
  });
});
