import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn, stubSmallScreen } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiriesPage from './enquiries-page';
import { enquiry, fakeDesk, type FakeDesk } from './test-desk';

let desk: FakeDesk;
beforeEach(() => {
  desk = fakeDesk({
    enquiries: [enquiry('e1', 1), enquiry('e2', 2, { status: 'pending', category: 'PhD' })],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/enquiries') {
  signIn({ userType: 'admin' });
  const view = renderRoutes(url, [{ path: '/enquiries', element: <EnquiriesPage /> }]);
  return { ...view, user: fastUser() };
}

const lastList = () => desk.last('GET', '/api/enquiries')?.search;

describe('/enquiries filter bar (a calmer list)', () => {
  it('asks whose enquiries once, as view tabs, and keeps the other filters in a panel', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'ENQ-000001' });
    const views = screen.getByRole('tablist', { name: 'Whose enquiries' });
    expect(
      within(views)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Mine', 'Unassigned', 'All']);
    expect(screen.getByRole('searchbox', { name: 'Search enquiries' })).toBeInTheDocument();
    // no field of the panel is on the page until it is opened
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Owner' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Received from')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('opens the panel, a choice there adds a chip, and the chip’s × clears it and the URL', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('link', { name: 'ENQ-000001' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await screen.findByText('Status: Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await waitFor(() => expect(lastList()?.get('status')).toBe('pending'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'ENQ-000001' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter Status' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByText('Status: Pending')).not.toBeInTheDocument());
    // the whole list again (the unfiltered answer may come from the cache)
    expect(await screen.findByRole('link', { name: 'ENQ-000001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('names each filter of a shared link in a chip, beside the count', async () => {
    renderPage('/enquiries?category=PhD&contacted=no&from=2025-03-01');
    expect(await screen.findByText('Category: PhD')).toBeInTheDocument();
    expect(screen.getByText('First contact: Waiting')).toBeInTheDocument();
    expect(screen.getByText('Received from: 01-03-2025')).toBeInTheDocument();
    await waitFor(() => expect(lastList()?.get('contacted')).toBe('no'));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter First contact' })).toBeVisible();
  });

  it('opens the panel full screen on a phone', async () => {
    stubSmallScreen();
    const { user } = renderPage();
    await screen.findAllByRole('link', { name: 'Asha Verma' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(panel.closest('.MuiDialog-paperFullScreen, .MuiDialog-root')).not.toBeNull();
    expect(within(panel).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
  });
});
