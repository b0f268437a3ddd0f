import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DUE_LIMIT, type Due } from '@studydesk/contract';
import { reloadDue } from './due-tag';
import { nextDueAt, useDue } from './use-due';
import { BrowserLikeRequest } from '../../lib/fake-crud-server';
import { renderPage } from '../../lib/test-page';
import { NotificationBell } from './notification-bell';

const followUp = {
  _id: 'f1',
  enquiry: 'e1',
  enqNo: 'ENQ-000001',
  name: 'Asha Verma',
  details: 'Send the offer letter',
  nextContactDate: '2025-03-01',
};
const callBack = {
  _id: 'c1',
  name: 'Ravi Kumar',
  mobile: '+91 98765 43210',
  nextTryAt: '2025-03-05T04:30:00.000Z',
  lastOutcome: 'no-answer' as const,
};
const DUE: Due = {
  followUps: [followUp],
  callBacks: [callBack],
  count: 2,
  nextFollowUpDate: null,
  nextCallBackAt: null,
};

let answers: Due[];
let asked: URL[];
beforeEach(() => {
  answers = [DUE];
  asked = [];
  vi.stubGlobal('Request', BrowserLikeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      asked.push(url);
      const body = answers[Math.min(asked.length, answers.length) - 1];
      return Promise.resolve(Response.json(body));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The bell as the shell feeds it: what is due comes from GET /due. */
function Bell() {
  const due = useDue();
  return (
    <NotificationBell
      count={0}
      items={[]}
      due={due}
      onItemClick={vi.fn()}
      onMarkAllRead={vi.fn()}
    />
  );
}

const open = async () => {
  const view = renderPage(<Bell />, '/dashboard', '/dashboard', 'counsellor');
  await view.user.click(await screen.findByRole('button', { name: /^notifications/ }));
  const popup = await screen.findByRole('dialog', { name: 'Notifications' });
  return { ...view, popup };
};

describe("the bell's Due tab", () => {
  it('keeps the new-enquiry list first and counts what is due beside it', async () => {
    const { popup } = await open();
    const tabs = await within(popup).findByRole('tablist', { name: 'Notification lists' });
    expect(within(tabs).getByRole('tab', { name: 'New enquiries' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(tabs).findByRole('tab', { name: 'Due (2)' })).toBeVisible();
    expect(within(popup).getByText('No new notifications')).toBeVisible();
    expect(asked[0]?.pathname).toBe('/api/due');
    expect(asked[0]?.searchParams.get('today')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked[0]?.searchParams.get('now')).toMatch(/Z$/);
  });

  it('is reached by keyboard and links each item to its record', async () => {
    const { popup, user } = await open();
    const first = await within(popup).findByRole('tab', { name: 'New enquiries' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const due = await within(popup).findByRole('tab', { name: 'Due (2)' });
    expect(due).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(due).toHaveAttribute('aria-selected', 'true');
    const panel = within(popup).getByRole('tabpanel', { name: 'Due (2)' });
    const f = within(panel).getByRole('link', { name: /Follow up Asha Verma/ });
    expect(f).toHaveAttribute('href', '/enquiries?focus=e1');
    expect(f).toHaveTextContent('Overdue since 01-03-2025');
    // one name for the thing in the staff UI: the menu's "Request Call", a "call request"
    const requests = within(panel).getByRole('list', { name: 'Call requests' });
    expect(
      within(requests).getByRole('link', { name: /Call request from Ravi Kumar/ }),
    ).toHaveAttribute('href', '/contact?focus=c1');
    expect(popup).not.toHaveTextContent(/call[- ]?backs?/i);
  });

  it('shows every item, or says how many more there are with a link to all of them', async () => {
    const many = Array.from({ length: DUE_LIMIT }, (_, k) => ({ ...followUp, _id: `f${k}` }));
    answers = [{ ...DUE, followUps: many, count: DUE_LIMIT + 13 }];
    const { popup, user } = await open();
    await user.click(await within(popup).findByRole('tab', { name: 'Due (63)' }));
    const panel = within(popup).getByRole('tabpanel', { name: 'Due (63)' });
    const all = within(panel).getByRole('link', { name: 'View all follow-ups' });
    expect(all).toHaveAttribute('href', '/follow-up');
    // the one call request is all there is: no link for more
    expect(within(panel).queryByRole('link', { name: /View all .*call requests/ })).toBeNull();
  });

  it('asks again when the stream says something changed', async () => {
    answers = [DUE, { ...DUE, followUps: [], count: 1 }];
    const { popup, store } = await open();
    expect(await within(popup).findByRole('tab', { name: 'Due (2)' })).toBeVisible();
    store.dispatch(reloadDue());
    expect(await within(popup).findByRole('tab', { name: 'Due (1)' })).toBeVisible();
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('lists an application deadline beside the follow-ups, as many items as the tab counts', async () => {
    const deadline = {
      _id: 'a1:acceptanceDeadline',
      kind: 'acceptanceDeadline' as const,
      application: 'a1',
      enquiry: 'e2',
      enqNo: 'ENQ-000002',
      name: 'Meera Iyer',
      collegeName: 'Monash University',
      courseTitle: 'Master of Data Science',
      date: '2025-03-02',
      details: null,
    };
    answers = [{ ...DUE, callBacks: [], deadlines: [deadline], count: 2 }];
    const { popup, user } = await open();
    await user.click(await within(popup).findByRole('tab', { name: 'Due (2)' }));
    const panel = within(popup).getByRole('tabpanel', { name: 'Due (2)' });
    expect(within(panel).getAllByRole('link')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: /Follow up Asha Verma/ })).toBeVisible();
    const d = within(panel).getByRole('link', { name: /Offer acceptance deadline/ });
    expect(d).toHaveAttribute('href', '/enquiries/e2');
    expect(d).toHaveTextContent('Offer acceptance deadline: Meera Iyer (ENQ-000002)');
    expect(d).toHaveTextContent('Overdue since 02-03-2025');
    expect(d).toHaveTextContent('Monash University · Master of Data Science');
  });

  it('lists an overdue invoice, opening the student\u2019s record, counted in the tab', async () => {
    const invoice = {
      _id: 'i1',
      number: 'INV-2025-0007',
      enquiry: 'e3',
      enqNo: 'ENQ-000003',
      name: 'Ravi Nair',
      due: '2025-03-01',
      overdue: { amount: '150.00', currency: 'GBP' },
    };
    answers = [{ ...DUE, callBacks: [], invoices: [invoice], count: 2 }];
    const { popup, user } = await open();
    await user.click(await within(popup).findByRole('tab', { name: 'Due (2)' }));
    const panel = within(popup).getByRole('tabpanel', { name: 'Due (2)' });
    expect(within(panel).getAllByRole('link')).toHaveLength(2);
    const section = within(panel).getByRole('list', { name: 'Overdue invoices' });
    const link = within(section).getByRole('link', { name: /INV-2025-0007/ });
    expect(link).toHaveAttribute('href', '/enquiries/e3');
    expect(link).toHaveTextContent('Invoice INV-2025-0007: Ravi Nair (ENQ-000003)');
    expect(link).toHaveTextContent('Overdue since 01-03-2025 · £150.00 overdue');
  });

  it('says when nothing is due', async () => {
    answers = [{ ...DUE, followUps: [], callBacks: [], count: 0 }];
    const { popup, user } = await open();
    await user.click(await within(popup).findByRole('tab', { name: 'Due (0)' }));
    expect(within(popup).getByText('Nothing due')).toBeVisible();
  });
});

describe('nextDueAt: when the Due tab looks again', () => {
  it('is the local midnight of the next follow-up date, or a call-back’s time, whichever is first', () => {
    const base = { ...DUE, nextFollowUpDate: '2025-03-07', nextCallBackAt: null };
    expect(nextDueAt(base)).toBe(new Date(2025, 2, 7).getTime());
    const sooner = '2025-03-06T10:00:00.000Z';
    expect(nextDueAt({ ...base, nextCallBackAt: sooner })).toBe(Date.parse(sooner));
    expect(nextDueAt({ ...DUE })).toBeNull();
    expect(nextDueAt(undefined)).toBeNull();
  });
});
