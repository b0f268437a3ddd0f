import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary, Role } from '@studydesk/contract';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import DashboardPage from './dashboard-page';
import { MY_WORK } from './test-dashboard';
import { editorSummary, summaryOf } from './test-summary';

// The lazy section's module is loaded ahead, so no wait below depends on how fast it loads.
beforeAll(() => import('./lead-sources'));

let answer: () => Response;
let asked: URL[];
let sourcesAsked: URL[];
const SOURCES = {
  from: '2026-02-14',
  to: '2026-03-15',
  bySource: [
    { key: 'facebook', enquiries: 8, converted: 2, rate: 0.25 },
    { key: null, enquiries: 3, converted: 0, rate: 0 },
  ],
  byCampaign: [{ key: 'spring-fair', enquiries: 5, converted: 1, rate: 0.2 }],
};
// GET /dashboard/speed (contract DashboardSpeedSchema): the lazy speed-to-lead section's answer.
let speedAsked: URL[];
let speedAnswer: () => Response;
const figures = { contacted: 0, waiting: 0, medianMs: null, p90Ms: null };
const SPEED = {
  weeks: {
    thisWeek: { from: '2026-03-09', to: '2026-03-15' },
    lastWeek: { from: '2026-03-02', to: '2026-03-08' },
  },
  overall: { key: null, label: 'Everyone', thisWeek: figures, lastWeek: figures },
  byCounsellor: [],
  bySource: [],
};
const NO_FUNNEL = {
  ...{ from: null, to: null, by: 'source', rows: [] },
  total: { key: null, label: 'All', steps: [] },
};
const NOTHING_AT_RISK = { today: '2026-03-15', until: '2026-03-29', data: [], totals: [] };
beforeEach(() => {
  // late evening, local time: the summary is asked for the reader's own day
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 22, 45));
  asked = [];
  sourcesAsked = [];
  speedAsked = [];
  speedAnswer = () => json(SPEED);
  answer = () => json(summaryOf());
  stubFetch((req) => {
    const url = new URL(req.url);
    if (url.pathname === '/api/dashboard/sources') {
      sourcesAsked.push(url);
      return json(SOURCES);
    }
    if (url.pathname === '/api/dashboard/mine') return json(MY_WORK);
    // the lazy funnel section (its own tests in funnel-section.test.tsx)
    if (url.pathname === '/api/dashboard/funnel') return json(NO_FUNNEL);
    if (url.pathname === '/api/dashboard/speed') {
      speedAsked.push(url);
      return speedAnswer();
    }
    // the lazy money-at-risk card (its own tests in money-at-risk.test.tsx)
    if (url.pathname === '/api/money/at-risk') return json(NOTHING_AT_RISK);
    // the header's office picker asks which offices there are (one here: no picker)
    if (url.pathname === '/api/offices') return json({ data: [], total: 0 });
    asked.push(url);
    return answer();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(role: Role = 'admin', summary?: DashboardSummary) {
  if (summary) answer = () => json(summary);
  signIn({ userType: role });
  return renderRoutes('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }]);
}

const link = (name: string) => screen.getByRole('link', { name });
const hrefOf = (name: string) => link(name).getAttribute('href');

describe('/dashboard', () => {
  it('asks once for the summary of the local day, under one h1', async () => {
    renderPage();
    expect(
      await screen.findByRole('link', { name: '12 enquiries in status New' }),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe('/api/dashboard/summary');
    expect(asked[0]?.searchParams.get('today')).toBe('2026-03-15');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Dashboard',
    ]);
  });

  it('shows each figure as a link into the list it counts', async () => {
    renderPage();
    await screen.findByRole('link', { name: '12 enquiries in status New' });
    expect({
      new: hrefOf('12 enquiries in status New'),
      thisMonth: hrefOf('23 enquiries this month'),
      lastMonth: hrefOf('18 enquiries last month'),
      dueToday: hrefOf('3 follow-ups due today'),
      overdue: hrefOf('4 follow-ups overdue'),
      calls: hrefOf('5 open call requests'),
      colleges: hrefOf('7 colleges'),
      courses: hrefOf('9 courses'),
      countries: hrefOf('6 countries'),
      team: hrefOf('3 active team members'),
      pending: hrefOf('2 waiting for approval to join the team'),
    }).toEqual({
      new: '/enquiries?status=new',
      thisMonth: '/enquiries?from=2026-03-01&to=2026-03-31',
      lastMonth: '/enquiries?from=2026-02-01&to=2026-02-28',
      dueToday: '/follow-up',
      overdue: '/follow-up',
      calls: '/contact?status=open',
      colleges: '/colleges',
      courses: '/course',
      countries: '/country',
      team: '/my-team?status=active',
      pending: '/my-team?status=pending',
    });
  });

  it('links every bar of the charts to its filtered list', async () => {
    renderPage();
    const perDay = await screen.findByRole('group', { name: 'Enquiries per day by status' });
    expect(within(perDay).getAllByRole('link')).toHaveLength(2);
    expect(hrefOf('2 enquiries on 14 Mar, status new')).toBe(
      '/enquiries?from=2026-03-14&to=2026-03-14&status=new',
    );
    expect(hrefOf('1 enquiry on 14 Mar, status active')).toBe(
      '/enquiries?from=2026-03-14&to=2026-03-14&status=active',
    );
    expect(hrefOf('Graduate 10 enquiries')).toBe('/enquiries?category=Graduate');
    expect(hrefOf('India 6 enquiries')).toBe('/enquiries?country=India');
    // a real answer "Other" is a country like any other; the rest beyond the top ten is not
    expect(hrefOf('Other 4 enquiries')).toBe('/enquiries?country=Other');
    expect(screen.getByText('Other countries')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Other countries/ })).not.toBeInTheDocument();
    expect(screen.getByText('Not given: 2')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Not given/ })).not.toBeInTheDocument();
    expect(hrefOf('Mar 2026: 3 of 12 enquiries converted (25%)')).toBe(
      '/enquiries?status=converted&from=2026-03-01&to=2026-03-31',
    );
    const table = screen.getByRole('table', { name: /Enquiries per day/ });
    expect(within(table).getByRole('row', { name: '14 Mar 2 1 0 0 0 3' })).toBeInTheDocument();
  });

  it('lists the latest enquiries, today’s follow-ups, deadlines and registrations', async () => {
    renderPage();
    const region = async (name: string) => within(await screen.findByRole('region', { name }));
    expect(
      (await region('Latest enquiries')).getByRole('link', { name: 'ENQ-000001' }),
    ).toHaveAttribute('href', '/enquiries/e1');
    const followUps = await region('Follow-ups due today');
    expect(followUps.getByRole('link', { name: 'ENQ-000002' })).toHaveAttribute(
      'href',
      '/enquiries/e2',
    );
    expect(followUps.getByText('Call about the offer')).toBeInTheDocument();
    const intakes = await region('Intake deadlines in the next 30 days');
    expect(intakes.getByRole('link', { name: 'Lakeside College' })).toHaveAttribute(
      'href',
      '/intake?college=c1',
    );
    expect(
      intakes.getByRole('link', { name: 'Interested enquiries, Lakeside College September 2026' }),
    ).toHaveAttribute('href', '/enquiries?intake=i1');
    const pending = await region('Pending registrations');
    expect(pending.getByText('neha@example.com')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'Review in My Team' })).toHaveAttribute(
      'href',
      '/my-team?status=pending',
    );
  });

  it('loads enquiries by source and campaign after the rest, each figure a link', async () => {
    renderPage();
    const region = within(
      await screen.findByRole('region', { name: 'Enquiries by source and campaign' }),
    );
    const range = 'from=2026-02-14&to=2026-03-15';
    expect(await region.findByRole('link', { name: '8 enquiries from facebook' })).toHaveAttribute(
      'href',
      `/enquiries?${range}&utmSource=facebook`,
    );
    expect(region.getByRole('link', { name: '2 converted from facebook' })).toHaveAttribute(
      'href',
      `/enquiries?${range}&utmSource=facebook&status=converted`,
    );
    expect(region.getByRole('link', { name: '5 enquiries from spring-fair' })).toHaveAttribute(
      'href',
      `/enquiries?${range}&utmCampaign=spring-fair`,
    );
    // untagged enquiries have no list filter: a plain row
    expect(region.getByRole('row', { name: 'Not tagged 3 0 0%' })).toBeInTheDocument();
    expect(region.queryByRole('link', { name: /Not tagged/ })).not.toBeInTheDocument();
    expect(sourcesAsked.map((u) => u.search)).toEqual([`?${range}`]);

    await userEvent.click(region.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(sourcesAsked.at(-1)?.search).toBe('?from=2026-03-09&to=2026-03-15'));
  });

  it('leaves out the cards, charts and lists whose figures are null', async () => {
    renderPage('editor', editorSummary());
    expect(await screen.findByRole('link', { name: '7 colleges' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /in status New|this month|follow-ups|call requests/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Enquiries in status New')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Enquiries per day by status' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest enquiries' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Intake deadlines in the next 30 days' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('My Team')).not.toBeInTheDocument();
  });

  it('shows a counsellor no team card and no registrations', async () => {
    const summary = summaryOf();
    renderPage('counsellor', {
      ...summary,
      cards: { ...summary.cards, pendingRegistrations: null, activeStaff: null },
      lists: { ...summary.lists, pendingRegistrations: null },
    });
    expect(
      await screen.findByRole('link', { name: '4 leads waiting for first contact' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('My Team')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /team members|approval/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending registrations' })).not.toBeInTheDocument();
  });

  it('shows the speed section’s error, not a crashed page, for an answer it cannot read', async () => {
    speedAnswer = () => json(summaryOf());
    renderPage();
    expect(
      await screen.findByRole('link', { name: '12 enquiries in status New' }),
    ).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to load speed to lead');
    expect(speedAsked[0]?.searchParams.get('today')).toBe('2026-03-15');
  });

  it('says what went wrong and tries again on Retry', async () => {
    answer = () => json({ message: 'Database unavailable', error: 'internal' }, 500);
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Database unavailable');
    answer = () => json(summaryOf());
    await userEvent.click(retry);
    expect(
      await screen.findByRole('link', { name: '12 enquiries in status New' }),
    ).toBeInTheDocument();
  });
});
