import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, ShortlistItem, TimelineEntry } from '@studydesk/contract';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import { detail } from '../applications/record/test-record-server';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk } from './test-desk';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const intake = (id: string, month: string, deadlineDate: string) => ({
  _id: id,
  intakeMonth: month,
  intakeYear: 2031,
  deadlineDate,
});
const suggestion = (course: string, title: string, more: Partial<ShortlistItem> = {}) => ({
  college: 'c1',
  collegeName: 'Lakeside College',
  countryName: 'Canada',
  course,
  courseTitle: title,
  level: 'Postgraduate',
  score: 2,
  reason: `Matches '${title.toLowerCase()}' · Postgraduate · Canada · deadline in 20 days`,
  intakes: [intake('i1', 'January', '2031-03-31'), intake('i2', 'September', '2031-06-30')],
  applied: false,
  applicationId: null,
  applicationPhase: null,
  ...more,
});

/** The enquiry desk's fake, with the student's applications and shortlist beside it. */
function fakeStudent(shortlist: ShortlistItem[], timeline: TimelineEntry[] = []) {
  const desk = fakeDesk({ enquiries: [enquiry('e1', 7)], timeline: { e1: timeline } });
  const applications: Application[] = [];
  const posts: unknown[] = [];
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/enquiries/e1/applications')
      return json({ data: applications, total: applications.length });
    if (path === '/api/enquiries/e1/shortlist') return json({ data: shortlist });
    if (path === '/api/applications' && req.method === 'POST') {
      const body = (await req.json()) as { course: string; intake: string };
      posts.push(body);
      const added = detail({ _id: 'a2', course: body.course, intake: body.intake });
      applications.push(added);
      const hit = shortlist.find((s) => s.course === body.course);
      if (hit)
        Object.assign(hit, { applied: true, applicationId: 'a2', applicationPhase: 'shortlist' });
      return json(added, 201);
    }
    return desk.fetch(req);
  });
  return { posts };
}

function renderEnquiry() {
  signIn({ userType: 'counsellor' });
  renderRoutes('/enquiries/e1', [{ path: '/enquiries/:id', element: <EnquiryDetailPage /> }]);
  return fastUser();
}

describe("the student's applications and suggested courses", () => {
  it('adds a suggested course as a Shortlisted application for its soonest intake, marking it applied', async () => {
    const applied = suggestion('k2', 'MSc Analytics', {
      ...{ applied: true, applicationId: 'a9', applicationPhase: 'offer' },
    });
    const { posts } = fakeStudent([suggestion('k1', 'MSc Data Science'), applied]);
    const user = renderEnquiry();
    const suggested = await screen.findByRole('region', { name: 'Suggested courses' });
    const list = await within(suggested).findByRole('list', {
      name: 'Suggested courses, best fit first',
    });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/MSc Data Science/);
    expect(
      within(list).getByRole('combobox', { name: /Intake for MSc Data Science/ }),
    ).toHaveTextContent('January 2031 · apply by 31-03-2031');
    expect(
      within(list).getByRole('link', { name: 'Open the MSc Analytics application' }),
    ).toHaveAttribute('href', '/applications/a9');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      "Matches 'msc data science' · Postgraduate · Canada · deadline in 20 days",
    );
    // The chip says the phase the application is in, not "Applied" for every one.
    expect(within(second!).getByText('Offer')).toBeVisible();
    const applications = await screen.findByRole('region', { name: 'Applications' });
    expect(await within(applications).findByText(/No applications yet/)).toBeVisible();

    await user.click(
      within(list).getByRole('button', { name: 'Add MSc Data Science at Lakeside College' }),
    );
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ enquiry: 'e1', college: 'c1', course: 'k1', intake: 'i1' });
    expect(
      await within(list).findByRole('link', { name: 'Open the MSc Data Science application' }),
    ).toHaveAttribute('href', '/applications/a2');
    expect(within(list).queryByRole('button', { name: /^Add / })).toBeNull();
    expect(
      within(within(list).getAllByRole('listitem')[0]!).getByText('Shortlisted'),
    ).toBeVisible();
    const row = await within(applications).findByRole('link', {
      name: 'Lakeside College — MSc Data Science',
    });
    expect(row).toHaveAttribute('href', '/applications/a2');
    expect(within(applications).getByText('Shortlisted')).toBeVisible();
  });

  it('says so when nothing in the catalogue fits', async () => {
    fakeStudent([]);
    renderEnquiry();
    const suggested = await screen.findByRole('region', { name: 'Suggested courses' });
    expect(await within(suggested).findByText(/Nothing in the catalogue fits yet/)).toBeVisible();
  });

  it("shows an application's stage change on the timeline: which, from → to, the note", async () => {
    fakeStudent(
      [],
      [
        {
          _id: 't1',
          type: 'applicationStage',
          applicationId: 'a1',
          collegeName: 'Monash',
          courseTitle: 'Master of IT',
          from: 'shortlisted',
          fromName: 'Shortlisted',
          to: 'submitted',
          toName: 'Submitted',
          note: 'Sent with the SOP',
          by: 'u2',
          byName: 'Asha Rao',
          at: '2031-01-10T09:00:00.000Z',
        },
      ],
    );
    renderEnquiry();
    const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
    const [entry] = within(timeline).getAllByRole('listitem');
    expect(entry).toHaveTextContent(
      /Application: Monash — Master of IT moved Shortlisted\s*→?\s*to\s*Submitted/,
    );
    expect(entry).toHaveTextContent('Note: Sent with the SOP');
    expect(entry).toHaveTextContent('by Asha Rao');
    expect(within(entry!).getByRole('link', { name: 'Monash — Master of IT' })).toHaveAttribute(
      'href',
      '/applications/a1',
    );
  });
});
