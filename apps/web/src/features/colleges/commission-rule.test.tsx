import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommissionRule } from '@studydesk/contract';
import { json } from '../../test/test-utils';
import { fakeCrudServer } from '../../lib/fake-crud-server';
import { renderPage } from '../../lib/test-page';
import CollegesPage from './colleges-page';

const meta = { createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-11T10:00:00.000Z' };
const college = {
  _id: 'u1',
  name: 'IIT Madras',
  country: 'c1',
  countryName: 'India',
  courses: [],
  category: ['PhD'],
  status: 'popular',
  visible: true,
  image: null,
  thumbnail: null,
  ...meta,
};

let rule: CommissionRule;
let puts: unknown[];
/** GET/PUT /college/:id/commission, in front of the colleges' fake. */
function fakeRules() {
  const previous = globalThis.fetch;
  vi.stubGlobal('fetch', async (req: Request) => {
    const { pathname } = new URL(req.url);
    if (pathname !== '/api/college/u1/commission') return previous(req);
    if (req.method === 'PUT') {
      const body = (await req.json()) as Partial<CommissionRule>;
      puts.push(body);
      rule = { ...rule, ...body, currency: body.currency ?? null };
    }
    return json(rule);
  });
}

beforeEach(() => {
  rule = {
    college: 'u1',
    type: null,
    value: null,
    currency: null,
    effectiveCurrency: 'INR',
    schedule: [{ share: '100', from: 'enrolment', days: 0 }],
    claimsContact: null,
  };
  puts = [];
  fakeCrudServer('/api/college', [college], 'name', {
    envelope: { items: 'colleges', count: 'total', paged: true },
  });
  fakeRules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the rule's dialog from the row's menu; the dialog once its form shows. */
async function openRule(user: ReturnType<typeof renderPage>['user']) {
  const name = 'More actions for IIT Madras';
  await user.click(await screen.findByRole('menuitem', { name }));
  const menu = await screen.findByRole('menu', { name });
  await user.click(within(menu).getByRole('menuitem', { name: 'Commission' }));
  // the rule loads first (a dialog with a spinner), then its form
  await screen.findByRole('spinbutton', { name: /^Commission/ });
  return screen.getByRole('dialog', { name: 'Commission for IIT Madras' });
}
const slow = { timeout: 60_000 };

describe("a college's commission rule", () => {
  it(
    'is set from the row menu: a percentage at most 100, the country’s currency when blank',
    slow,
    async () => {
      const { user } = renderPage(<CollegesPage />, '/colleges');
      const dialog = await openRule(user);
      const currency = within(dialog).getByRole('textbox', { name: 'Currency' });
      expect(currency).toHaveAccessibleDescription(
        "Leave blank for INR, the currency of the college's country",
      );
      expect(within(dialog).getByRole('combobox', { name: /^Commission type/ })).toHaveTextContent(
        'Percentage of first-year tuition',
      );
      const value = within(dialog).getByRole('spinbutton', { name: /^Commission/ });
      await user.type(value, '150');
      expect(within(dialog).getByText('%')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
      await waitFor(() => expect(value).toHaveAccessibleDescription('A percentage is at most 100'));
      expect(puts).toEqual([]);
      await user.clear(value);
      await user.type(value, '12.5');
      await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // A blank currency goes as null (the country's): the API refuses ''.
      expect(puts).toEqual([
        {
          type: 'percent',
          value: 12.5,
          currency: null,
          schedule: [{ share: '100', from: 'enrolment', days: 0 }],
          claimsContact: null,
        },
      ]);
    },
  );

  it('reads a fixed rule in its own currency, and checks the currency', slow, async () => {
    rule = { ...rule, type: 'fixed', value: 1200, currency: 'GBP', effectiveCurrency: 'GBP' };
    const { user } = renderPage(<CollegesPage />, '/colleges');
    const dialog = await openRule(user);
    const value = await within(dialog).findByRole('spinbutton', { name: /^Commission/ });
    expect(value).toHaveValue(1200);
    expect(within(dialog).getByText('GBP', { selector: 'p' })).toBeInTheDocument();
    const currency = within(dialog).getByRole('textbox', { name: 'Currency' });
    expect(currency).toHaveValue('GBP');
    // found from outside: a rule in its own currency said the country had none
    expect(currency).toHaveAccessibleDescription(
      "Leave blank for the currency of the college's country",
    );
    await user.clear(currency);
    await user.type(currency, 'xyz'); // three letters, but no currency
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(
      await within(dialog).findByText('Currency must be an ISO 4217 code, such as EUR'),
    ).toBeInTheDocument();
    await user.clear(currency);
    await user.type(currency, 'eur');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          type: 'fixed',
          value: 1200,
          currency: 'EUR',
          schedule: [{ share: '100', from: 'enrolment', days: 0 }],
          claimsContact: null,
        },
      ]),
    );
  });

  it('sets the schedule in two instalments and the claims contact', slow, async () => {
    rule = { ...rule, type: 'fixed', value: 1200, currency: 'GBP', effectiveCurrency: 'GBP' };
    const { user } = renderPage(<CollegesPage />, '/colleges');
    const dialog = await openRule(user);
    const first = within(dialog).getByRole('group', { name: 'Instalment 1' });
    expect(within(first).getByRole('spinbutton', { name: /share/ })).toHaveValue(100);
    expect(within(first).queryByRole('spinbutton', { name: /days/ })).toBeNull();
    expect(first).toHaveTextContent('No days: claimed when the student enrols');
    await user.click(within(dialog).getByRole('button', { name: 'Add instalment' }));
    const second = within(dialog).getByRole('group', { name: 'Instalment 2' });
    await user.type(within(second).getByRole('spinbutton', { name: /share/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The shares must add up to 100 %',
    );
    expect(puts).toEqual([]);
    const share = within(first).getByRole('spinbutton', { name: /share/ });
    await user.clear(share);
    await user.type(share, '50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Claims contact' }), 'Ana Ruiz');
    const email = within(dialog).getByRole('textbox', { name: 'Claims contact e-mail' });
    await user.type(email, 'claims@northbridge.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([
      {
        type: 'fixed',
        value: 1200,
        currency: 'GBP',
        schedule: [
          { share: '50', from: 'enrolment', days: 0 },
          { share: '50', from: 'intake-start', days: 120 },
        ],
        claimsContact: { name: 'Ana Ruiz', email: 'claims@northbridge.example' },
      },
    ]);
  });

  it.each(['editor', 'counsellor'] as const)('%s: no Commission in the menu', async (role) => {
    renderPage(<CollegesPage />, '/colleges', '/colleges', role);
    expect(await screen.findByText('IIT Madras')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Commission' })).not.toBeInTheDocument();
  });
});
