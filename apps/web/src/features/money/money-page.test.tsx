import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Forecast, MoneySummary } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { renderPage } from '../../lib/test-page';
import MoneyPage from './money-page';

const m = (amount: string, currency: string) => ({ amount, currency });
const inBase = (total: string, rates: MoneySummary['received']['inBase']['rates'] = []) => ({
  total: m(total, 'GBP'),
  rates,
  notConverted: [] as string[],
});
const none = { byMonth: [], byOffice: [], byCounsellor: [], totals: [], inBase: inBase('0.00') };
const owedNone = { byAge: [], totals: [], inBase: inBase('0.00') };
const EMPTY: MoneySummary = {
  from: '2026-01-01',
  to: '2026-03-31',
  asOf: '2026-04-20',
  baseCurrency: 'GBP',
  received: none,
  outstanding: owedNone,
  commission: { received: { ...none, byCollege: [] }, outstanding: owedNone },
};
const SUMMARY: MoneySummary = {
  ...EMPTY,
  received: {
    byMonth: [{ month: '2026-03', amount: m('120.10', 'GBP'), payments: 1 }],
    byOffice: [{ office: 'o1', officeName: 'Leeds', amount: m('120.10', 'GBP'), payments: 1 }],
    byCounsellor: [
      { counsellor: null, counsellorName: null, amount: m('120.10', 'GBP'), payments: 1 },
    ],
    totals: [m('120.10', 'GBP')],
    inBase: inBase('120.10'),
  },
  commission: {
    received: {
      byMonth: [{ month: '2026-02', amount: m('1500.00', 'CAD'), payments: 1 }],
      byOffice: [{ office: 'o1', officeName: 'Leeds', amount: m('1500.00', 'CAD'), payments: 1 }],
      byCounsellor: [
        { counsellor: 'u1', counsellorName: 'Asha Rao', amount: m('1500.00', 'CAD'), payments: 1 },
      ],
      byCollege: [
        {
          college: 'c1',
          collegeName: 'Lakeside College',
          amount: m('1500.00', 'CAD'),
          payments: 1,
        },
      ],
      totals: [m('1500.00', 'CAD')],
      inBase: inBase('825.00', [{ currency: 'CAD', date: '2026-02-10', rate: '0.55' }]),
    },
    outstanding: {
      byAge: [{ age: '31-60', amount: m('2500.00', 'CAD') }],
      totals: [m('2500.00', 'CAD')],
      inBase: inBase('1250.00', [{ currency: 'CAD', date: '2026-04-01', rate: '0.5' }]),
    },
  },
};
const FORECAST: Forecast = {
  today: '2026-04-20',
  defaultDelayDays: 120,
  schedule: 'All at enrolment',
  months: [{ month: '2026-12', expected: m('750.00', 'CAD'), applications: 2 }],
  stages: [{ stage: 's1', name: 'Offer', open: 2, decided: 4, enrolled: 3, conversion: '0.7500' }],
  colleges: [
    {
      college: 'c1',
      name: 'Lakeside College',
      delayDays: 120,
      observed: 0,
      schedule: '50% at enrolment, 50% 120 days after the intake starts',
    },
  ],
};

let summary: () => Response;
let exported: () => Response;
let asked: Record<string, URLSearchParams[]>;
beforeEach(() => {
  summary = () => json(SUMMARY);
  exported = () => new Response('Date,Number\n', { headers: { 'content-type': 'text/csv' } });
  asked = {};
  stubFetch((req) => {
    const url = new URL(req.url);
    (asked[url.pathname] ??= []).push(url.searchParams);
    if (url.pathname === '/api/money/summary') return summary();
    if (url.pathname === '/api/money/forecast') return json(FORECAST);
    if (url.pathname === '/api/money/export') return exported();
    return json({ message: 'Not found' }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (url = '/money', role: 'admin' | 'counsellor' = 'admin') =>
  renderPage(<MoneyPage />, '/money', url, role);
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('/money', () => {
  it('shows each report per currency, and totals in the base currency with their rates', async () => {
    open('/money?from=2026-01&to=2026-03');
    const commission = await screen.findByRole('region', { name: 'Commission received' });
    expect(cells(within(commission).getByRole('table', { name: 'By college' }))).toEqual([
      ['College', 'Amount', 'Payments'],
      ['Lakeside College', 'CA$1,500.00', '1'],
    ]);
    expect(within(commission).getByText('Total in GBP: £825.00')).toBeInTheDocument();
    expect(within(commission).getByText('Rates used: CAD 0.55 (10-02-2026)')).toBeInTheDocument();
    const fees = screen.getByRole('region', { name: 'Student fees received' });
    expect(cells(within(fees).getByRole('table', { name: 'By counsellor' }))[1]).toEqual([
      'No counsellor',
      '£120.10',
      '1',
    ]);
    const owed = screen.getByRole('table', { name: 'Commission owed by colleges' });
    expect(cells(owed)[1]).toEqual(['31–60 days', 'CA$2,500.00']);
    // CA$1,500 and £120.10 are never one figure
    expect(screen.queryByText(/1,620/)).not.toBeInTheDocument();
    expect(Object.fromEntries(asked['/api/money/summary']![0]!)).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  // found from outside: "Total in GBP: £0.00 · Rates used: none needed · Not converted: JPY"
  for (const [notConverted, total, says, rates] of [
    [['JPY'], '0.00', 'Total in GBP: not worked out (no rate for JPY)', 'Rates used: none'],
    [['JPY', 'KWD'], '120.10', 'Total in GBP: £120.10, without JPY, KWD', 'Rates used: none'],
  ] as const)
    it(`never shows a total in base as all when ${notConverted.join(' and ')} had no rate`, async () => {
      const base = { ...inBase(total), notConverted: [...notConverted] };
      summary = () => json({ ...SUMMARY, received: { ...SUMMARY.received, inBase: base } });
      open();
      const region = await screen.findByRole('region', { name: 'Student fees received' });
      expect(within(region).getByText(says)).toBeVisible();
      expect(within(region).getByText(rates)).toBeVisible();
    });

  it('shows the forecast, and how it was worked out on demand', async () => {
    const { user } = open();
    const months = await screen.findByRole('table', { name: 'Expected by month' });
    expect(cells(months)[1]).toEqual(['Dec 2026', 'CA$750.00', '2']);
    await user.click(screen.getByRole('button', { name: 'How it was worked out' }));
    const stages = await screen.findByRole('table', { name: 'Conversion to Enrolled by stage' });
    expect(cells(stages)[1]).toEqual(['Offer', '2', '3 of 4', '75.0%']);
    expect(screen.getByText('none seen: 120 days')).toBeVisible();
    const colleges = screen.getByRole('table', { name: 'Schedule and payment delay by college' });
    expect(cells(colleges)[1]).toEqual([
      'Lakeside College',
      '50% at enrolment, 50% 120 days after the intake starts',
      '120 days',
      'none seen: 120 days',
    ]);
  });

  it('keeps the months in the URL and asks for them', async () => {
    const { router } = open('/money?from=2026-01&to=2026-03');
    await screen.findByRole('region', { name: 'Commission received' });
    // the browser's month field gives its whole value at once
    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2025-11' } });
    await waitFor(() =>
      expect(asked['/api/money/summary']!.at(-1)?.get('from')).toBe('2025-11-01'),
    );
    expect(router.state.location.search).toContain('from=2025-11');
  });

  it('says when there is no money yet', async () => {
    summary = () => json(EMPTY);
    open();
    expect(await screen.findByText('No money yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Commission received' })).not.toBeInTheDocument();
  });

  it('shows why an export failed', async () => {
    exported = () => json({ message: 'The export is busy, try again' }, 503);
    const { user } = open();
    await screen.findByRole('region', { name: 'Commission received' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    // the formats menu loads when Export is first pressed
    await user.click(
      await screen.findByRole('menuitem', { name: 'Invoices, claims and credit notes (CSV)' }),
    );
    expect(await screen.findByText('The export is busy, try again')).toBeInTheDocument();
    expect(asked['/api/money/export']![0]!.get('format')).toBe('csv');
  });

  it('is for admins and managers: a counsellor gets no access, nothing asked', async () => {
    open('/money', 'counsellor');
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(asked).toEqual({});
  });
});
