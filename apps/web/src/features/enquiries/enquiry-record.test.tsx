import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEntry } from '@studydesk/contract';
import { json, renderRoutes, signIn } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk } from './test-desk';

/** The record as a new user met it (form marks, timeline copy, banners, cards). */
const first = enquiry('e0', 1);
const by = { by: 'u1', byName: 'Priya Sharma' };
const TIMELINE: TimelineEntry[] = [
  {
    _id: 't4',
    type: 'edit',
    field: 'assignedTo',
    from: null,
    to: 'Cara Counsel',
    ...by,
    at: '2025-03-10T09:00:00.000Z',
  },
  {
    _id: 't3',
    type: 'followUp',
    followUpId: 'f1',
    details: 'Follow up: Spoke about fees',
    nextContactDate: '2025-03-12',
    ...by,
    at: '2025-03-09T09:00:00.000Z',
  },
  {
    _id: 't2',
    type: 'contact',
    followUpId: 'f0',
    outcome: 'reached',
    note: 'Asked about visas',
    ...by,
    at: '2025-03-08T09:00:00.000Z',
    mergedFrom: 'ENQ-000003',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(id = 'e1') {
  signIn();
  renderRoutes(`/enquiries/${id}`, [
    { path: '/enquiries/:id', element: <EnquiryDetailPage /> },
    { path: '/enquiries', element: <p>the list</p> },
  ]);
  return fastUser();
}

describe('the enquiry record', () => {
  it('marks e-mail and mobile as one of the two, and names both when neither is given', async () => {
    const desk = fakeDesk({ enquiries: [enquiry('e1', 7, { email: '', mobile: '' })] });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit enquiry' });
    for (const name of [/^Email/, /^Mobile/]) {
      const box = within(dialog).getByRole('textbox', { name });
      expect(box).not.toBeRequired();
      expect(box).toHaveAccessibleDescription('Email or mobile — one of the two is needed');
    }
    for (const label of ['Email', 'Mobile'])
      expect(within(dialog).getByText(label, { selector: 'label' })).not.toHaveTextContent('*');
    expect(within(dialog).getByText(/^First name/, { selector: 'label' })).toHaveTextContent('*');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findAllByText('Enter a mobile number or an email address'),
    ).toHaveLength(2);
    expect(desk.count('PUT', '/api/enquiries/e1')).toBe(0);
  });

  it('says who it was assigned to, drops a repeated "Follow up", and labels merged lines', async () => {
    fakeDesk({ enquiries: [enquiry('e1', 7)], timeline: { e1: TIMELINE } });
    renderPage();
    const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
    const [assigned, followUp, contact] = within(timeline).getAllByRole('listitem');
    expect(assigned).toHaveTextContent(/^Assigned to Cara Counsel/);
    expect(assigned).not.toHaveTextContent('(blank)');
    expect(followUp).toHaveTextContent(/^Follow-up due 12-03-2025: Spoke about fees/);
    expect(followUp).not.toHaveTextContent(/Follow up:/);
    expect(contact).toHaveTextContent(/Asked about visas.*by Priya Sharma · from ENQ-000003/);
    expect(assigned).not.toHaveTextContent('from ENQ');
  });

  it('says a first contact within a minute in words', async () => {
    const at = (s: number) => new Date(Date.UTC(2025, 2, 7, 10, 0, s)).toISOString();
    const e = enquiry('e1', 7, { createdAt: at(0), firstContactAt: at(40), status: 'active' });
    fakeDesk({ enquiries: [e] });
    renderPage();
    expect(await screen.findByText('First contact within a minute')).toBeInTheDocument();
  });

  it('shows no intakes card when no open intake fits', async () => {
    const desk = fakeDesk({ enquiries: [enquiry('e1', 7)] });
    renderPage();
    await screen.findByText('Nothing has happened yet.');
    await waitFor(() => expect(desk.count('GET', '/api/enquiries/e1/intakes')).toBe(1));
    expect(
      screen.queryByRole('region', { name: 'Open intakes for this interest' }),
    ).not.toBeInTheDocument();
  });

  it('shows one banner for a duplicate that is also the same person’s other enquiry', async () => {
    fakeDesk({
      enquiries: [first, enquiry('e1', 7, { duplicateOf: 'e0' })],
      alsoEnquired: { e1: [{ _id: 'e0', enqNo: first.enqNo, createdAt: first.createdAt }] },
    });
    renderPage();
    const merge = await screen.findByRole('button', { name: 'Merge…' });
    const banner = merge.closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent(/ENQ-000001.*possible duplicate/i);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'ENQ-000001' })).toHaveLength(1);
  });

  it('asks nothing more of an enquiry merged away from its own page', async () => {
    const desk = fakeDesk({
      enquiries: [first, enquiry('e1', 7)],
      alsoEnquired: { e1: [{ _id: 'e0', enqNo: first.enqNo, createdAt: first.createdAt }] },
    });
    desk.reply('POST', '/api/enquiries/e0/merge', () => json(first));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge enquiries' });
    await user.click(await within(dialog).findByRole('radio', { name: 'ENQ-000001' }));
    const asked = desk.count('GET', '/api/enquiries/e1/also-enquired');
    await user.click(within(dialog).getByRole('button', { name: 'Merge into ENQ-000001' }));
    await waitFor(() => expect(desk.count('POST', '/api/enquiries/e0/merge')).toBe(1));
    // the kept one's page asks for its own other enquiries; the merged one asks for nothing
    await waitFor(() => expect(desk.count('GET', '/api/enquiries/e0/also-enquired')).toBe(1));
    expect(desk.count('GET', '/api/enquiries/e1/also-enquired')).toBe(asked);
  });
});
