import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type Appointment } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { json, stubFetch } from '../../test/test-utils';
import { StudentSessions } from './student-sessions';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const session = (id: string, from: number, over: Partial<Appointment> = {}): Appointment => ({
  _id: id,
  createdAt: iso(0),
  updatedAt: iso(0),
  enquiry: 'e1',
  counsellor: 'u2',
  type: 't1',
  office: 'o1',
  start: iso(Date.now() + from),
  end: iso(Date.now() + from + HOUR),
  status: 'booked',
  timeZone: 'UTC',
  checkedInAt: null,
  studentName: 'Meera Nair',
  officeName: 'London',
  officeZone: 'UTC',
  ...over,
});

/** The API of one student's sessions; records each write, answers `list` to the read. */
function fakeSessions(list: Appointment[] | 'broken') {
  const writes: string[] = [];
  const asked: string[] = [];
  stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.slice(API_BASE.length);
    if (path === '/session-types')
      return json({
        data: [{ _id: 't1', name: 'Counselling session', minutes: 60, active: true }],
      });
    if (path === '/enquiries/e1') return json({ _id: 'e1', fName: 'Meera', lName: 'Nair' });
    if (path === '/users/staff')
      return json([
        { _id: 'u2', fname: 'Asha', lname: 'Rao', userType: 'counsellor', offices: [] },
      ]);
    if (path === '/appointments' && req.method === 'GET') {
      asked.push(url.searchParams.get('enquiry') ?? '');
      return list === 'broken' ? json({ message: 'Database down' }, 500) : json({ data: list });
    }
    const body = ['PATCH', 'POST'].includes(req.method) ? JSON.stringify(await req.json()) : '';
    writes.push(`${req.method} ${path} ${body}`.trim());
    return json(list === 'broken' ? {} : list[0]);
  });
  return { writes, asked };
}

const open = () =>
  renderPage(<StudentSessions enquiry="e1" />, '/enquiries/e1', '/enquiries/e1', 'counsellor');

describe('the sessions on a student’s record', () => {
  it('lists upcoming and past sessions: when, type, counsellor, status', async () => {
    const api = fakeSessions([
      session('a0', -48 * HOUR, { status: 'done' }),
      session('a1', 24 * HOUR),
      session('a2', 72 * HOUR, { status: 'cancelled' }),
    ]);
    open();
    expect(screen.getByRole('progressbar', { name: 'Loading the sessions' })).toBeVisible();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    const rows = within(upcoming).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(
      /^\d\d-\d\d-\d{4} \d\d:\d\d UTCBookedCounselling session with Asha Rao/,
    );
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    const past = within(screen.getByRole('list', { name: 'Past' })).getAllByRole('listitem');
    expect(past[0]).toHaveTextContent('Done');
    expect(within(past[0]!).queryByRole('button')).toBeNull();
    expect(api.asked).toEqual(['e1']);
  });

  it('puts a session marked done or no-show before its end under Past, not Upcoming', async () => {
    fakeSessions([
      session('a1', -10 * 60_000, { status: 'done' }),
      session('a2', -5 * 60_000, { status: 'no-show' }),
      session('a3', 24 * HOUR),
    ]);
    open();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    const past = within(screen.getByRole('list', { name: 'Past' })).getAllByRole('listitem');
    expect(past.map((row) => row.textContent)).toEqual([
      expect.stringContaining('No-show'),
      expect.stringContaining('Done'),
    ]);
  });

  it('checks the student in, and cancels only after asking', async () => {
    const api = fakeSessions([session('a1', 24 * HOUR)]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Check in: Counselling session/ }));
    await vi.waitFor(() =>
      expect(api.writes).toEqual(['PATCH /appointments/a1 {"status":"checked-in"}']),
    );
    // the row's buttons wait while its write is out
    const cancel = screen.getByRole('button', { name: /^Cancel: Counselling session/ });
    await vi.waitFor(() => expect(cancel).toBeEnabled());
    await user.click(cancel);
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.writes).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Cancel: Counselling session/ }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel session' }));
    await vi.waitFor(() => expect(api.writes).toContain('DELETE /appointments/a1'));
  });

  it('says when there are none, and offers a retry when the read fails', async () => {
    fakeSessions([]);
    const first = open();
    expect(await screen.findByText('No sessions booked yet.')).toBeInTheDocument();
    first.unmount();
    fakeSessions('broken');
    open();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('reads each time on the office’s clock, and the student’s beside it when it differs', async () => {
    const at = { start: '2030-12-02T10:00:00.000Z', end: '2030-12-02T11:00:00.000Z' };
    fakeSessions([
      session('a1', 0, { ...at, officeZone: 'Asia/Kolkata', timeZone: 'Europe/London' }),
      session('a2', 0, { ...at, _id: 'a2', officeZone: 'Asia/Kolkata', timeZone: 'Asia/Kolkata' }),
    ]);
    open();
    const rows = within(await screen.findByRole('list', { name: 'Upcoming' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent(/^02-12-2030 15:30 GMT\+5:30Booked/);
    expect(
      within(rows[0]!).getByText('02-12-2030 10:00 GMT for the student (Europe/London)'),
    ).toBeVisible();
    expect(rows[1]).toHaveTextContent(/^02-12-2030 15:30 GMT\+5:30BookedCounselling/);
  });

  it('checks a walk-in in from the record, with the student named and their own counsellor', async () => {
    const api = fakeSessions([]);
    const { user } = open();
    await screen.findByText('No sessions booked yet.');
    const section = screen.getByRole('region', { name: 'Sessions' });
    expect(within(section).getByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      '/calendar?enquiry=e1',
    );
    await user.click(within(section).getByRole('button', { name: 'Walk-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in' });
    expect(await within(dialog).findByDisplayValue('Meera Nair')).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Session type' }), 't1');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Meera Nair checked in')).toBeVisible();
    expect(api.writes.filter((w) => w.startsWith('POST'))).toEqual([
      'POST /appointments/walk-in {"enquiry":"e1","type":"t1"}',
    ]);
  });
});
