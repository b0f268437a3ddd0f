import { screen, waitFor, within } from '@testing-library/react';
import { fastUser } from '../../lib/test-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { renderRoutes, signIn, stubSmallScreen } from '../../test/test-utils';
import { enquiry, fakeDesk, followUp, type FakeDesk } from '../enquiries/test-desk';
import FollowUpsPage from './follow-ups-page';

// Asha's enquiry is the signed-in user's (TEST_USER u1): the dashboard's own-work link shows hers
const asha = enquiry('e1', 1, { assignedTo: 'u1' });
const ravi = enquiry('e2', 2, {
  fName: 'Ravi',
  lName: 'Rao',
  status: 'pending',
  mobile: '+44 20 7946 0958',
});
const meena = enquiry('e3', 3, { fName: 'Meena', lName: 'Iyer' });

let desk: FakeDesk;
beforeEach(() => {
  // late evening, local time: west of Greenwich, UTC is already on the next day
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 16, 22, 45));
  desk = fakeDesk({
    enquiries: [asha, ravi, meena],
    followUps: [
      followUp('f1', asha, {
        nextContactDate: '2025-03-16',
        followUpDetails: 'Call about the offer',
      }),
      followUp('f2', ravi, {
        nextContactDate: '2025-03-02',
        followUpDetails: 'Chase the transcripts',
      }),
      followUp('f3', meena, { nextContactDate: null, followUpDetails: 'Send the fee list' }),
      followUp('f4', asha, { nextContactDate: '2025-03-20', followUpDetails: 'Visa documents' }),
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(role: Role = 'counsellor', url = '/follow-up') {
  signIn({ userType: role });
  const view = renderRoutes(url, [
    { path: '/follow-up', element: <FollowUpsPage /> },
    { path: '/enquiries/:id', element: <p>detail</p> },
  ]);
  return { ...view, user: fastUser() };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/follow-up, the work queue', () => {
  it('shows only the reader’s own follow-ups at ?owner=mine, the dashboard’s link', async () => {
    const { user } = renderPage('counsellor', '/follow-up?owner=mine');
    const today = await section('Today');
    expect(today.getByText('Call about the offer')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Overdue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'No date' })).not.toBeInTheDocument();
    const asked = desk.calls.filter((c) => c.path.endsWith('/queue'));
    expect(asked.map((c) => c.search.get('assignedTo'))).toEqual(['u1']);
    await user.click(screen.getByRole('link', { name: 'Show everyone’s follow-ups' }));
    expect(await screen.findByRole('region', { name: 'Overdue' })).toBeInTheDocument();
  });

  it('asks for the queue once, with the reader’s date, and shows Overdue, Today, Upcoming, No date', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Follow-up' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Overdue' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Overdue', 'Today', 'Upcoming', 'No date']);
    expect(desk.count('GET', '/api/followUp/queue')).toBe(1);
    const call = desk.last('GET', '/api/followUp/queue');
    expect(Object.fromEntries(call?.search ?? [])).toEqual({
      page: '1',
      limit: '25',
      today: '2025-03-16',
    });
    expect(call?.auth).toBe('Bearer test-token');
  });

  it('shows the person, phone, enquiry status and what is due on each row', async () => {
    renderPage();
    const overdue = await section('Overdue');
    expect(await overdue.findByRole('link', { name: 'Ravi Rao' })).toHaveAttribute(
      'href',
      '/enquiries/e2',
    );
    expect(overdue.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(overdue.getByText('Pending')).toBeInTheDocument();
    expect(overdue.getByText(/02-03-2025/)).toBeInTheDocument();
    expect(overdue.getByText(/Chase the transcripts/)).toBeInTheDocument();
    expect((await section('Today')).getByText(/Call about the offer/)).toBeInTheDocument();
    expect((await section('Upcoming')).getByText(/Visa documents/)).toBeInTheDocument();
    expect((await section('No date')).getByText('Send the fee list')).toBeInTheDocument();
  });

  it('keeps the name and the phone on a phone', async () => {
    stubSmallScreen();
    renderPage();
    const today = await section('Today');
    expect(await today.findByRole('link', { name: 'Asha Verma' })).toBeVisible();
    expect(today.getByRole('link', { name: '+91 9876543210' })).toBeVisible();
  });

  it('Done takes it off the queue in one step, with an outcome and a next date', async () => {
    const { user } = renderPage();
    const today = await section('Today');
    await user.click(
      await today.findByRole('button', { name: /^Done: Asha Verma, Call about the offer/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Done: Asha Verma' });
    await user.click(within(dialog).getByRole('combobox', { name: /Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'No answer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tomorrow' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(desk.count('POST', '/api/followUp/f1/done')).toBe(1));
    expect(desk.last('POST', '/api/followUp/f1/done')?.body).toEqual({
      outcome: 'no-answer',
      note: '',
      nextContactDate: '2025-03-17',
    });
    await waitFor(() => expect(screen.queryByText(/Call about the offer/)).not.toBeInTheDocument());
    expect(desk.count('GET', '/api/followUp/queue')).toBe(2);
  });

  it('says so when nothing is left to do', async () => {
    desk.db.followUps = [];
    renderPage();
    expect(await screen.findByText('Nothing to follow up')).toBeInTheDocument();
  });

  it('pages a long queue with the pager that comes after its rows', async () => {
    desk.db.followUps = Array.from({ length: 30 }, (_, i) =>
      followUp(`g${i}`, meena, { nextContactDate: null, followUpDetails: `Call ${i}` }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(desk.last('GET', '/api/followUp/queue')?.search.get('page')).toBe('2'),
    );
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
  });

  it('shows the spec §8 fallback when the queue fails without a message', async () => {
    desk.reply('GET', '/api/followUp/queue', () => new Response(null, { status: 500 }));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to fetch follow-ups');
  });

  it('tells an editor they have no access, without asking', async () => {
    renderPage('editor');
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(desk.count('GET', '/api/followUp/queue')).toBe(0);
  });
});
