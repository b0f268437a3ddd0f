import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AtRisk, Role } from '@studydesk/contract';
import { fastUser } from '../../lib/test-page';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import DashboardPage from './dashboard-page';
import { MY_WORK } from './test-dashboard';
import { summaryOf } from './test-summary';

// The lazy card's module is loaded ahead, so no wait below depends on how fast it loads.
beforeAll(() => import('./money-at-risk'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const slow = { timeout: 60_000 };

const AT_RISK: AtRisk = {
  today: '2026-03-15',
  until: '2026-03-29',
  data: [
    {
      ...{ application: 'a1', enquiry: 'e1', enqNo: 'ENQ-0007', name: 'Asha Rao' },
      collegeName: 'Harbour College',
      due: [
        { kind: 'deposit', date: '2026-03-20', details: null },
        { kind: 'condition', date: '2026-03-25', details: 'IELTS 6.5' },
      ],
      commission: { amount: '1000.00', currency: 'GBP' },
    },
    {
      ...{ application: 'a2', enquiry: 'e2', enqNo: 'ENQ-0009', name: 'Ken Ito' },
      collegeName: null,
      due: [{ kind: 'deposit', date: '2026-03-18', details: null }],
      commission: { amount: '50000', currency: 'JPY' },
    },
  ],
  totals: [
    { amount: '1000.00', currency: 'GBP' },
    { amount: '50000', currency: 'JPY' },
  ],
};

/** /dashboard at `url` for a role; the at-risk answer is `answer`; the at-risk URLs asked. */
function start(role: Role, answer: () => Response | Promise<Response>, url = '/dashboard') {
  const asked: URL[] = [];
  stubFetch((req) => {
    const at = new URL(req.url);
    if (at.pathname === '/api/dashboard/summary') return json(summaryOf());
    if (at.pathname === '/api/dashboard/mine') return json(MY_WORK);
    if (at.pathname === '/api/money/at-risk') {
      asked.push(at);
      return answer();
    }
    return json({ message: 'Not in this test', error: 'not_found' }, 404);
  });
  fakeOfficesServer([office('o1', 'Leeds', { isDefault: true }), office('o2', 'Pune')]);
  signIn({ userType: role, offices: ['o1', 'o2'] });
  renderRoutes(url, [{ path: '/dashboard', element: <DashboardPage /> }]);
  return asked;
}

const NAME = 'Money at risk this week';
/** The card once `text` shows in it (the frame shown while its code loads is another node). */
async function card(text: string | RegExp) {
  await screen.findByText(text);
  return screen.getByRole('region', { name: NAME });
}
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);

describe('/dashboard: money at risk this week', () => {
  it(
    'lists each offer: student link, college, what is due and when, commission, totals',
    slow,
    async () => {
      const asked = start('admin', () => json(AT_RISK));
      const region = await card('ENQ-0007');
      const link = within(region).getByRole('link', { name: 'ENQ-0007' });
      expect(link).toHaveAttribute('href', '/enquiries/e1');
      const rows = within(region).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveTextContent('Asha Rao · Harbour College');
      expect(rows[0]).toHaveTextContent('Deposit, due 20-03-2026');
      expect(rows[0]).toHaveTextContent('Condition: IELTS 6.5, due 25-03-2026');
      expect(rows[0]).toHaveTextContent(money(1000, 'GBP'));
      expect(rows[1]).toHaveTextContent(money(50000, 'JPY'));
      expect(region).toHaveTextContent(
        `Commission at risk: ${money(1000, 'GBP')} · ${money(50000, 'JPY')}`,
      );
      expect(asked[0]?.searchParams.get('today')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('says when nothing is at risk', slow, async () => {
    start('manager', () => json({ ...AT_RISK, data: [], totals: [] }));
    const region = await card('Nothing at risk this week');
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  it('shows the error with a retry that asks again', slow, async () => {
    let fail = true;
    const asked = start('admin', () =>
      fail ? json({ message: 'The ledger is away', error: 'oops' }, 500) : json(AT_RISK),
    );
    const region = await card('The ledger is away');
    fail = false;
    await fastUser().click(within(region).getByRole('button', { name: 'Retry' }));
    await within(await card('ENQ-0009')).findByRole('link', { name: 'ENQ-0009' });
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('holds its place with a skeleton while the offers load', slow, async () => {
    // the answer held until the skeleton is seen: answered at once, it could replace the
    // skeleton between finding it and looking where it is
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    start('admin', () => held.then(() => json(AT_RISK)));
    const skeleton = await screen.findByRole('progressbar', { name: 'Loading the money at risk' });
    expect(screen.getByRole('region', { name: NAME })).toContainElement(skeleton);
    answer();
    await card('ENQ-0007');
    expect(screen.queryByRole('progressbar', { name: 'Loading the money at risk' })).toBeNull();
  });

  it('follows the office in the URL', slow, async () => {
    const asked = start('admin', () => json(AT_RISK), '/dashboard?office=o2');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('office')).toBe('o2'));
  });

  it.each(['counsellor', 'editor'] as const)(
    'is not shown to, nor asked for, a %s',
    slow,
    async (role) => {
      const asked = start(role, () => json(AT_RISK));
      await screen.findByRole('region', { name: 'Figures' });
      expect(screen.queryByRole('region', { name: NAME })).toBeNull();
      expect(asked).toHaveLength(0);
    },
  );
});
