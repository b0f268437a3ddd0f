import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONTHS, type CommissionRow, type CommissionSummary } from '@studydesk/contract';
import { json, stubFetch, stubSmallScreen } from '../../../test/test-utils';
import { renderPage } from '../../../lib/test-page';
import CommissionPage from './commission-page';
import { MONTH_NAMES } from './use-commission-filters';

const sums = { expected: 0, claimable: 0, invoiced: 0, received: 0 };
const row = (more: Partial<CommissionRow>): CommissionRow => ({
  intake: 'i1',
  intakeMonth: 'September',
  intakeYear: 2031,
  college: 'c1',
  collegeName: 'Lakeside College',
  currency: 'CAD',
  ...sums,
  applications: 1,
  unpriced: 0,
  ...more,
});
const SUMMARY: CommissionSummary = {
  rows: [
    row({
      expected: 4500,
      claimable: 1500,
      invoiced: 3000,
      received: 2950.5,
      applications: 4,
      unpriced: 1,
    }),
    row({ college: 'c2', collegeName: 'Harbour University', currency: 'GBP', expected: 1200 }),
  ],
  totals: [
    { currency: 'CAD', expected: 4500, claimable: 1500, invoiced: 3000, received: 2950.5 },
    { currency: 'GBP', ...sums, expected: 1200 },
  ],
};

let answer: () => Response;
let asked: URLSearchParams[];
beforeEach(() => {
  answer = () => json(SUMMARY);
  asked = [];
  stubFetch((req) => {
    const url = new URL(req.url);
    if (url.pathname === '/api/college/c1')
      return json({ _id: 'c1', name: 'Lakeside College', createdAt: '', updatedAt: '' });
    if (url.pathname !== '/api/applications/commission') return json({ message: 'Not found' }, 404);
    asked.push(url.searchParams);
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (
  url = '/applications/commission',
  role: 'admin' | 'counsellor' | 'editor' = 'admin',
) => renderPage(<CommissionPage />, '/applications/commission', url, role);

describe('/applications/commission', () => {
  it('totals each currency on its own, never summed across currencies', async () => {
    open();
    const totals = await screen.findByRole('list', { name: 'Totals by currency' });
    const cards = within(totals).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Totals in CAD',
      'Totals in GBP',
    ]);
    const cad = within(cards[0]!);
    expect(cad.getByText('Expected').nextSibling).toHaveTextContent('CA$4,500.00');
    expect(cad.getByText('Received').nextSibling).toHaveTextContent('CA$2,950.50');
    expect(within(cards[1]!).getByText('Expected').nextSibling).toHaveTextContent('£1,200.00');
    // 4,500 CAD and 1,200 GBP are never added up into one figure
    expect(screen.queryByText(/5,700/)).not.toBeInTheDocument();
  });

  it('lists by intake and college, each row opening the applications behind it', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Commission by intake and college' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      /September 2031Lakeside CollegeCAD4 applications1 without a rule or tuitionCA\$4,500\.00CA\$1,500\.00/,
    );
    const link = within(first!).getByRole('link', { name: '4 applications' });
    const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/applications');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      view: 'list',
      owner: 'all',
      college: 'c1',
      intakeMonth: 'September',
      intakeYear: '2031',
    });
    expect(within(second!).getByRole('link', { name: '1 application' })).toBeInTheDocument();
  });

  it('keeps its filters in the URL and asks for them', async () => {
    const { user, router } = open(
      '/applications/commission?intakeYear=2031&college=c1&intakeMonth=Smarch',
    );
    await screen.findByRole('table');
    expect(Object.fromEntries(asked[0]!)).toEqual({ intakeYear: '2031', college: 'c1' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'College' })).toHaveValue('Lakeside College'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Intake month' }));
    await user.click(await screen.findByRole('option', { name: 'January' }));
    await waitFor(() => expect(asked.at(-1)?.get('intakeMonth')).toBe('January'));
    expect(router.state.location.search).toContain('intakeMonth=January');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect([...asked.at(-1)!.keys()]).toEqual([]));
    expect(router.state.location.search).toBe('');
  });

  it('shows each row as a card on a phone, with its figures and link', async () => {
    stubSmallScreen();
    open();
    const cards = await screen.findByRole('list', { name: 'Commission by intake and college' });
    const [lakeside] = within(cards).getAllByRole('listitem');
    expect(within(lakeside!).getByRole('heading', { name: 'Lakeside College' })).toBeVisible();
    expect(lakeside).toHaveTextContent('September 2031 · CAD');
    expect(within(lakeside!).getByText('Claimable').nextSibling).toHaveTextContent('CA$1,500.00');
    expect(within(lakeside!).getByRole('link', { name: '4 applications' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("reads the URL's months as the contract spells them", () => {
    expect(MONTH_NAMES).toEqual(MONTHS);
  });

  it('says when there is nothing, and when the filters match nothing', async () => {
    answer = () => json({ rows: [], totals: [] });
    open('/applications/commission?intakeYear=2031');
    expect(await screen.findByText('No commission to show')).toBeInTheDocument();
    expect(screen.getByText('No applications match these filters.')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    answer = () => json({ message: 'Intake year must be a number' }, 400);
    const { user } = open();
    const retry = await screen.findByRole('button', { name: /retry/i });
    expect(screen.getAllByText('Intake year must be a number').length).toBeGreaterThan(0);
    answer = () => json(SUMMARY);
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Totals by currency' })).toBeInTheDocument();
  });

  it('is for roles that may read commission: an editor gets no access, nothing asked', async () => {
    open('/applications/commission', 'editor');
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
