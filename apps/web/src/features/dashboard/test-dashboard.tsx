import type { MyWork, Role } from '@studydesk/contract';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import DashboardPage from './dashboard-page';
import { summaryOf } from './test-summary';

/** A counsellor's own figures for 15 March 2026 (a Sunday: the week began on the 9th). */
export const MY_WORK: MyWork = {
  today: '2026-03-15',
  week: { from: '2026-03-09', to: '2026-03-15' },
  responseTargetMinutes: 15,
  leadsWaiting: 4,
  leadsPastTarget: 1,
  followUpsDueToday: 2,
  followUpsOverdue: 3,
  contactedThisWeek: 6,
};

/**
 * Renders /dashboard for a role, the API answering with `summary` and `mine` (the lazy
 * sections' requests get an empty answer); returns the paths asked for.
 */
export function renderDashboard(role: Role, summary = summaryOf(), mine = MY_WORK) {
  const asked: string[] = [];
  stubFetch((req) => {
    const url = new URL(req.url);
    asked.push(url.pathname);
    if (url.pathname === '/api/dashboard/summary') return json(summary);
    if (url.pathname === '/api/dashboard/mine') return json(mine);
    return json({ message: 'Not in this test', error: 'not_found' }, 404);
  });
  signIn({ userType: role });
  renderRoutes('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }]);
  return asked;
}
