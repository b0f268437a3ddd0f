import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { renderRoutes, signIn } from '../../layout/test-utils';
import { enquiry, fakeDesk, followUp, type FakeDesk } from '../enquiries/test-desk';
import FollowUpsPage from './follow-ups-page';

const asha = enquiry('e1', 1);
const ravi = enquiry('e2', 2, { fName: 'Ravi', lName: 'Rao' });

let desk: FakeDesk;
beforeEach(() => {
  // late evening, local time: west of Greenwich, UTC is already on the next day
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 16, 22, 45));
  desk = fakeDesk({
    enquiries: [asha, ravi],
    followUps: [
      followUp('f1', asha, {
        nextContactDate: '2025-03-16',
        followUpDetails: 'Call about the offer',
      }),
      followUp('f2', ravi, {
        nextContactDate: '2025-03-02',
        followUpDetails: 'Chase the transcripts',
        createdByName: 'Meera Kulkarni',
      }),
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(role: Role = 'counsellor') {
  signIn({ userType: role });
  return renderRoutes('/follow-up', [
    { path: '/follow-up', element: <FollowUpsPage /> },
    { path: '/enquiries/:id', element: <p>detail</p> },
  ]);
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const asked = (due: string) =>
  desk.calls.find((c) => c.path === '/api/followUp' && c.search.get('due') === due);

describe('/follow-up', () => {
  it('asks for today, overdue and upcoming with the local date, in that order', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Follow-up' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Due today', 'Overdue', 'Upcoming']);
    await waitFor(() => expect(desk.count('GET', '/api/followUp')).toBe(3));
    for (const due of ['today', 'overdue', 'upcoming']) {
      expect(Object.fromEntries(asked(due)?.search ?? [])).toMatchObject({
        due,
        today: '2025-03-16',
        sort: 'nextContactDate',
        order: 'asc',
      });
      expect(asked(due)?.auth).toBe('Bearer test-token');
    }
  });

  it('lists each follow-up in its section, linked to its enquiry', async () => {
    renderPage();
    const today = section('Due today');
    expect(await today.findByRole('link', { name: 'ENQ-000001' })).toHaveAttribute(
      'href',
      '/enquiries/e1',
    );
    expect(today.getByText('Asha Verma')).toBeInTheDocument();
    expect(today.getByText('Call about the offer')).toBeInTheDocument();
    expect(today.getByText('16-03-2025')).toBeInTheDocument();
    expect(today.getByText('Priya Sharma')).toBeInTheDocument();
    const overdue = section('Overdue');
    expect(await overdue.findByText('Chase the transcripts')).toBeInTheDocument();
    expect(overdue.getByText('02-03-2025')).toBeInTheDocument();
    expect(overdue.getByText('Meera Kulkarni')).toBeInTheDocument();
    expect(overdue.queryByText('Call about the offer')).not.toBeInTheDocument();
  });

  it('says when a section has nothing', async () => {
    renderPage();
    expect(await section('Upcoming').findByText('Nothing upcoming')).toBeInTheDocument();
    expect(section('Due today').queryByText('Nothing due today')).not.toBeInTheDocument();
  });

  it('shows every empty state when there are no follow-ups at all', async () => {
    desk.db.followUps = [];
    renderPage();
    expect(await screen.findByText('Nothing due today')).toBeInTheDocument();
    expect(screen.getByText('Nothing overdue')).toBeInTheDocument();
    expect(screen.getByText('Nothing upcoming')).toBeInTheDocument();
  });

  it('shows the spec §8 fallback where a list fails without a message', async () => {
    desk.reply('GET', '/api/followUp', () => new Response(null, { status: 500 }));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to fetch follow-ups');
  });

  it('tells an editor they have no access, without asking', async () => {
    renderPage('editor');
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(desk.count('GET', '/api/followUp')).toBe(0);
  });
});
