import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryIntake } from '@studydesk/contract';
import { json, renderRoutes, signIn } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk, type FakeDesk } from './test-desk';

const tagged = enquiry('e1', 7, {
  pageUrl: 'https://www.agency.example/study?utm_campaign=spring-fair',
  referrer: 'https://www.facebook.com/',
  utmSource: 'facebook',
  utmMedium: 'social',
  utmCampaign: 'spring-fair',
});
const untagged = enquiry('e2', 8);
const INTAKES: EnquiryIntake[] = [
  {
    _id: 'i1',
    college: 'c1',
    collegeName: 'Lakeside College',
    intakeMonth: 'January',
    intakeYear: 2027,
    deadlineDate: '2025-03-19',
    daysLeft: 3,
    followUpDate: '2025-03-17',
  },
  {
    _id: 'i2',
    college: 'c1',
    collegeName: 'Lakeside College',
    intakeMonth: 'September',
    intakeYear: 2026,
    deadlineDate: '2025-04-25',
    daysLeft: 40,
    followUpDate: '2025-04-18',
  },
];

let desk: FakeDesk;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 16, 10, 0));
  desk = fakeDesk({ enquiries: [tagged, untagged] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * `desk.reply` answers once; this keeps answering, as the server would: booking a follow-up
 * invalidates the enquiry, so its intakes are read again.
 */
function alwaysReply(method: string, path: string, reply: () => Response) {
  const again = () => {
    desk.reply(method, path, again);
    return reply();
  };
  desk.reply(method, path, again);
}

function renderPage(id: string) {
  signIn({ userType: 'counsellor' });
  renderRoutes(`/enquiries/${id}`, [{ path: '/enquiries/:id', element: <EnquiryDetailPage /> }]);
  return fastUser();
}

describe('an enquiry from the agency website', () => {
  it('shows where it came from: campaign tags linked to their lists, page and referrer', async () => {
    renderPage('e1');
    const origin = within(await screen.findByRole('region', { name: 'Where it came from' }));
    expect(origin.getByRole('link', { name: 'spring-fair' })).toHaveAttribute(
      'href',
      '/enquiries?utmCampaign=spring-fair',
    );
    expect(origin.getByRole('link', { name: 'facebook' })).toHaveAttribute(
      'href',
      '/enquiries?utmSource=facebook',
    );
    expect(origin.getByText('social')).toBeInTheDocument();
    const page = origin.getByRole('link', { name: tagged.pageUrl ?? '' });
    expect(page).toHaveAttribute('href', tagged.pageUrl);
    expect(page).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(origin.getByRole('link', { name: 'https://www.facebook.com/' })).toBeInTheDocument();
  });

  it('has no origin section when nothing was recorded', async () => {
    renderPage('e2');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('Nothing has happened yet.');
    expect(screen.queryByRole('region', { name: 'Where it came from' })).not.toBeInTheDocument();
  });
});

describe('open intakes for the enquiry’s interest', () => {
  it('lists them with "closes in N days" and books a follow-up before the deadline', async () => {
    alwaysReply('GET', '/api/enquiries/e1/intakes', () => json({ data: INTAKES }));
    const user = renderPage('e1');
    const region = within(
      await screen.findByRole('region', { name: 'Open intakes for this interest' }),
    );
    expect(
      await region.findByText(/January 2027 intake · closes in 3 days \(19-03-2025\)/),
    ).toBeInTheDocument();
    expect(region.getByText(/September 2026 intake · closes in 40 days/)).toBeInTheDocument();
    expect(desk.last('GET', '/api/enquiries/e1/intakes')?.search.get('today')).toBe('2025-03-16');

    await user.click(
      region.getByRole('button', {
        name: 'Follow up 17-03-2025, before Lakeside College January 2027 closes',
      }),
    );
    expect(
      await region.findByRole('button', {
        name: 'Follow-up added for Lakeside College January 2027',
      }),
    ).toBeDisabled();
    expect(desk.last('POST', '/api/followUp')?.body).toEqual({
      enquiry: 'e1',
      nextContactDate: '2025-03-17',
      followUpDetails: 'Apply for Lakeside College January 2027: the deadline is 19-03-2025',
    });
    expect(await screen.findByText('Follow-up added for 17-03-2025')).toBeInTheDocument();
    expect(desk.db.followUps).toHaveLength(1);
  });

  it('shows an error with Retry when the read fails, and no card once none match', async () => {
    desk.reply('GET', '/api/enquiries/e2/intakes', () =>
      json({ message: 'Database unavailable', error: 'internal' }, 500),
    );
    const user = renderPage('e2');
    const region = within(
      await screen.findByRole('region', { name: 'Open intakes for this interest' }),
    );
    await user.click(await region.findByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Open intakes for this interest' }),
      ).not.toBeInTheDocument(),
    );
  });
});
