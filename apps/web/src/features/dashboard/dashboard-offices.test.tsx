import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { fastUser } from '../../lib/test-page';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import DashboardPage from './dashboard-page';
import { MY_WORK } from './test-dashboard';
import { summaryOf } from './test-summary';

const NO_FUNNEL = {
  ...{ from: null, to: null, by: 'source', rows: [] },
  total: { key: null, label: 'All', steps: [] },
};
const slow = { timeout: 60_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** /dashboard at `url` in an agency of Leeds and Pune; the summary and funnel asked, kept. */
function start(url: string, role: Role = 'admin') {
  const asked: URL[] = [];
  stubFetch((req) => {
    const at = new URL(req.url);
    asked.push(at);
    if (at.pathname === '/api/dashboard/summary') return json(summaryOf());
    if (at.pathname === '/api/dashboard/mine') return json(MY_WORK);
    if (at.pathname === '/api/dashboard/funnel') return json(NO_FUNNEL);
    return json({ message: 'Not in this test', error: 'not_found' }, 404);
  });
  fakeOfficesServer([office('o1', 'Leeds', { isDefault: true }), office('o2', 'Pune')]);
  signIn({ userType: role, offices: ['o1'] });
  const view = renderRoutes(url, [{ path: '/dashboard', element: <DashboardPage /> }]);
  const lastOffice = (path: string) =>
    asked
      .filter((u) => u.pathname === path)
      .at(-1)
      ?.searchParams.get('office');
  return { ...view, user: fastUser(), lastOffice };
}

describe('/dashboard with offices', () => {
  it(
    'an admin narrows the figures and the funnel to an office, kept in the URL',
    slow,
    async () => {
      const { user, router, lastOffice } = start('/dashboard?office=o2');
      const field = await screen.findByRole('combobox', { name: 'Office' });
      expect(field).toHaveTextContent('Pune');
      await waitFor(() => expect(lastOffice('/api/dashboard/summary')).toBe('o2'));
      await waitFor(() => expect(lastOffice('/api/dashboard/funnel')).toBe('o2'));
      await user.click(field);
      const listbox = await screen.findByRole('listbox');
      await user.click(within(listbox).getByRole('option', { name: 'All offices' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      await waitFor(() => expect(lastOffice('/api/dashboard/summary')).toBeNull());
    },
  );

  it(
    'a counsellor has no office to pick, and a shared link’s office is not sent',
    slow,
    async () => {
      const { lastOffice } = start('/dashboard?office=o2', 'counsellor');
      await waitFor(() => expect(lastOffice('/api/dashboard/summary')).toBeNull());
      await screen.findByRole('heading', { name: 'Dashboard' });
      expect(screen.queryByRole('combobox', { name: 'Office' })).toBeNull();
    },
  );
});
