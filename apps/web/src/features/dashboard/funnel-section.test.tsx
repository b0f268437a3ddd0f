import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary, FunnelDimension, Role } from '@studydesk/contract';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import DashboardPage from './dashboard-page';
import FunnelSection from './funnel-section';
import { funnelOf } from './test-funnel';
import { editorSummary, summaryOf } from './test-summary';

beforeAll(() => import('./funnel-section'));

let asked: URL[];
/** What the API adds to every link of a counsellor's funnel (their own enquiries). */
let owner: 'me' | undefined;
let summary: DashboardSummary;
beforeEach(() => {
  owner = undefined;
  summary = summaryOf();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 22, 45));
  asked = [];
  stubFetch((req) => {
    const url = new URL(req.url);
    if (url.pathname === '/api/dashboard/funnel') {
      asked.push(url);
      const by = url.searchParams.get('by') as FunnelDimension;
      return json(funnelOf(by, owner));
    }
    if (url.pathname === '/api/dashboard/summary') return json(summary);
    return json({ message: 'not in this test' }, 404);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection(path = '/dashboard', role: Role = 'admin') {
  owner = role === 'counsellor' ? 'me' : undefined;
  signIn({ userType: role });
  const view = renderRoutes(path, [
    { path: '/dashboard', element: <FunnelSection today="2026-03-15" /> },
    { path: '/enquiries', element: <p>the list</p> },
  ]);
  return { ...view, user: fastUser() };
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the dashboard’s funnel', () => {
  it('asks for the last 30 days by source, and shows every step’s figure and conversion', async () => {
    renderSection();
    const table = await screen.findByRole('table', {
      name: 'By source, enquiries received 14 Feb – 15 Mar',
    });
    expect(asked.map((u) => u.search)).toEqual(['?from=2026-02-14&to=2026-03-15&by=source']);
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual([
      'Source',
      ...['Enquiries', 'Contacted', 'Applied', 'Offer', 'Accepted', 'Visa', 'Enrolled'],
    ]);
    // the conversion in words beside each figure, never only a colour
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'spring-open-day44100% of the step before250% of the step before2100% of the step before' +
        '150% of the step before1100% of the step before1100% of the step before',
      'Not given2150% of the step before00% of the step before0— no conversion' +
        '0— no conversion0— no conversion0— no conversion',
      'Total6583% of the step before240% of the step before2100% of the step before' +
        '150% of the step before1100% of the step before1100% of the step before',
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('spring-open-day');
  });

  it('links every figure to the enquiries list that counts it, with the API’s filters', async () => {
    renderSection();
    await screen.findByRole('table');
    const range = 'from=2026-02-14&to=2026-03-15';
    expect({
      enquiries: hrefOf('Source spring-open-day, enquiries: 4'),
      contacted: hrefOf('Source spring-open-day, contacted: 4'),
      enrolled: hrefOf('Source spring-open-day, enrolled: 1'),
      blank: hrefOf('Source Not given, enquiries: 2'),
      blankOffer: hrefOf('Source Not given, offer: 0'),
      total: hrefOf('Total, enquiries: 6'),
      totalVisa: hrefOf('Total, visa: 1'),
    }).toEqual({
      enquiries: `/enquiries?${range}&utmCampaign=spring-open-day`,
      contacted: `/enquiries?${range}&utmCampaign=spring-open-day&contacted=yes`,
      enrolled: `/enquiries?${range}&utmCampaign=spring-open-day&reached=enrolled`,
      blank: `/enquiries?${range}&notGiven=source`,
      blankOffer: `/enquiries?${range}&notGiven=source&reached=offer`,
      total: `/enquiries?${range}`,
      totalVisa: `/enquiries?${range}&reached=visa`,
    });
    // every figure of the table is a link: 7 steps × (2 rows and the total)
    expect(within(screen.getByRole('table')).getAllByRole('link')).toHaveLength(21);
  });

  it('splits by another dimension and period, kept in the address; a figure opens its list', async () => {
    const { user, router } = renderSection();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'By' }));
    await user.click(await screen.findByRole('option', { name: 'Campaign (UTM)' }));
    await user.click(screen.getByRole('combobox', { name: 'Received' }));
    await user.click(await screen.findByRole('option', { name: 'Last month' }));
    expect(
      await screen.findByRole('table', { name: 'By campaign, enquiries received 1 Feb – 28 Feb' }),
    ).toBeInTheDocument();
    expect(asked.at(-1)?.search).toBe('?from=2026-02-01&to=2026-02-28&by=campaign');
    expect(router.state.location.search).toBe('?funnelBy=campaign&funnelPeriod=last-month');
    await user.click(screen.getByRole('link', { name: 'Campaign spring-open-day, enrolled: 1' }));
    await screen.findByText('the list');
    expect(router.state.location.search).toBe(
      '?from=2026-02-14&to=2026-03-15&utmCampaign=spring-open-day&reached=enrolled',
    );
  });

  it('asks for all time when chosen, and reads the choice from the address', async () => {
    renderSection('/dashboard?funnelBy=intake&funnelPeriod=all');
    expect(
      await screen.findByRole('table', { name: 'By intake, enquiries received all time' }),
    ).toBeInTheDocument();
    expect(asked.map((u) => u.search)).toEqual(['?by=intake']);
  });

  it('opens a counsellor’s figures on their own enquiries (the Mine view)', async () => {
    renderSection('/dashboard', 'counsellor');
    await screen.findByRole('table');
    expect(hrefOf('Total, enrolled: 1')).toBe(
      '/enquiries?from=2026-02-14&to=2026-03-15&owner=mine&reached=enrolled',
    );
  });
});

describe('the funnel on the dashboard', () => {
  const renderDashboard = (role: Role) => {
    signIn({ userType: role });
    if (role === 'editor') summary = editorSummary();
    return renderRoutes('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }]);
  };

  it('comes after the first view for those who read enquiries', async () => {
    renderDashboard('admin');
    expect(
      await screen.findByRole('region', { name: 'Funnel: enquiry to enrolment' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Total, enrolled: 1' });
  });

  it('is not there for an editor, who is not asked for it', async () => {
    renderDashboard('editor');
    expect(await screen.findByRole('link', { name: '7 colleges' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Funnel: enquiry to enrolment' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([]));
  });
});
