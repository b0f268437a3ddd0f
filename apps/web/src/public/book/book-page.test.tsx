import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type PublicAppointment, type Slot } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { renderPublic } from '../test-utils';

const LONDON = 'Europe/London';
// the visitor reads times in India; the office keeps London's, whose clocks go forward on 30 March
const slot = (start: string, end: string): Slot => ({
  start,
  end,
  counsellor: 'c1',
  type: 't1',
  timeZone: LONDON,
});
const SLOTS = [
  slot('2031-03-28T09:00:00.000Z', '2031-03-28T09:30:00.000Z'),
  slot('2031-03-28T09:30:00.000Z', '2031-03-28T10:00:00.000Z'),
  slot('2031-03-31T08:00:00.000Z', '2031-03-31T08:30:00.000Z'),
];
export const SESSION: PublicAppointment = {
  start: SLOTS[0]!.start,
  end: SLOTS[0]!.end,
  status: 'booked',
  type: { name: 'Introduction call', minutes: 30, mode: 'online' },
  meetingLink: 'https://meet.example.com/abc',
  counsellor: 'Anna Lee',
  office: { name: 'London', address: null, timeZone: LONDON },
  timeZone: 'Asia/Kolkata',
  counsellorId: 'c1',
  typeId: 't1',
};

let posts: Record<string, unknown>[];
let slotAsks: URLSearchParams[];
let answers: number[];

beforeEach(() => {
  posts = [];
  slotAsks = [];
  answers = [];
  // the page asks the device's zone once (times.ts): the visitor is in India
  const device = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...device,
    timeZone: 'Asia/Kolkata',
  });
  stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.slice(API_BASE.length);
    if (path === '/branding') return json({ agencyName: 'Globe Study', logo: null });
    if (path === '/public/booking-options') {
      if (url.searchParams.get('counsellor') === 'gone')
        return json({ message: 'Counsellor not found', error: 'not_found' }, 404);
      const types = [
        { _id: 't1', name: 'Introduction call', minutes: 30, mode: 'online' },
        { _id: 't2', name: 'Counselling session', minutes: 60, mode: 'office' },
      ];
      const named = url.searchParams.has('counsellor');
      return json({ types, counsellor: named ? { _id: 'c1', name: 'Anna Lee' } : null });
    }
    if (path === '/public/slots') slotAsks.push(url.searchParams);
    if (path === '/public/slots') return json({ slots: SLOTS.slice(posts.length ? 1 : 0) });
    if (path === '/public/appointments' && req.method === 'POST') {
      posts.push((await req.json()) as Record<string, unknown>);
      if (answers.shift() === 409)
        return json({ message: 'That time has just been taken', error: 'conflict' }, 409);
      return json({ message: 'Booked', token: 'tok123', appointment: SESSION }, 201);
    }
    return json({ message: 'Not found', error: 'not_found' }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('/book', () => {
  it('shows each time in the visitor’s zone and the office’s, right across a clock change', async () => {
    const { user } = await renderPublic('/book/c1');
    expect(
      await screen.findByRole('heading', { name: 'Book a session with Anna Lee' }),
    ).toBeVisible();
    const days = within(await screen.findByRole('group', { name: 'Day' }));
    expect(days.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Fri 28 Mar',
      'Mon 31 Mar',
    ]);
    const times = () => within(screen.getByRole('group', { name: 'Time' }));
    // GMT: 09:00 in London is 14:30 in India
    expect(times().getByRole('radio', { name: /14:30/ }).closest('label')).toHaveTextContent(
      '14:3009:00 office',
    );
    await user.click(days.getByRole('radio', { name: 'Mon 31 Mar' }));
    // BST: 09:00 in London is now 13:30 in India
    expect(times().getByRole('radio', { name: /13:30/ }).closest('label')).toHaveTextContent(
      '13:3009:00 office',
    );
    expect(
      screen.getByText(/Asia\/Kolkata \(GMT\+5:30\); the office’s, Europe\/London/),
    ).toBeVisible();
  });

  it('books the time chosen; one just taken says so and offers the next free times', async () => {
    answers = [409];
    const { user } = await renderPublic('/book/c1');
    await user.click(await screen.findByRole('radio', { name: /14:30/ }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Priya');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Shah');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'priya@example.com');
    await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '+91 98765 43210');
    await user.click(screen.getByRole('checkbox', { name: /agree to be contacted/ }));
    await user.click(screen.getByRole('button', { name: 'Book this session' }));
    expect(await screen.findByText(/just been taken/)).toBeVisible();
    expect(posts[0]).toMatchObject({
      start: SLOTS[0]!.start,
      counsellor: 'c1',
      type: 't1',
      timeZone: 'Asia/Kolkata',
      consent: true,
    });
    const next = within(await screen.findByRole('group', { name: 'The next free times' }));
    await user.click(next.getByRole('radio', { name: 'Fri 28 Mar 15:00' }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Priya');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Shah');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'priya@example.com');
    await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '+91 98765 43210');
    await user.click(screen.getByRole('checkbox', { name: /agree to be contacted/ }));
    await user.click(screen.getByRole('button', { name: 'Book this session' }));
    expect(await screen.findByRole('heading', { name: 'Your session is booked' })).toHaveFocus();
    expect(posts[1]).toMatchObject({ start: SLOTS[1]!.start });
    expect(screen.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
      'href',
      '/book/session/tok123',
    );
  });

  it('checks the details before sending anything', async () => {
    const { user } = await renderPublic('/book');
    expect(await screen.findByRole('heading', { name: 'Book a session' })).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /14:30/ }));
    await user.click(screen.getByRole('button', { name: 'Book this session' }));
    expect(
      await screen.findByText('Please agree to be contacted about your booking'),
    ).toBeVisible();
    expect(posts).toEqual([]);
  });

  it('offers anyone’s times on the page of a counsellor who cannot be booked', async () => {
    await renderPublic('/book/gone');
    expect(await screen.findByRole('heading', { name: 'Book a session' })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Day' })).toBeVisible();
    expect(slotAsks.at(-1)?.get('counsellor')).toBeNull();
  });
});
