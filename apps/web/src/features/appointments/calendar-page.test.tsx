import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type Appointment } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { json, stubFetch } from '../../test/test-utils';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import CalendarPage from './calendar-page';

const AT = '2026-11-01T09:00:00.000Z';
// local wall-clock times: the calendar reads days and times on the reader's clock
const local = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();
const session = (id: string, more: Partial<Appointment>): Appointment => ({
  _id: id,
  enquiry: 'e1',
  counsellor: 'c1',
  type: 't1',
  office: 'o1',
  start: local('2026-12-02', '10:00'),
  end: local('2026-12-02', '10:30'),
  status: 'booked',
  timeZone: 'Europe/London',
  checkedInAt: null,
  studentName: 'Meera Nair',
  officeName: 'Leeds',
  officeZone: 'Europe/London',
  createdAt: AT,
  updatedAt: AT,
  ...more,
});
const staff = [
  { _id: 'c1', fname: 'Asha', lname: 'Rao', userType: 'counsellor', offices: ['o1'] },
  { _id: 'c2', fname: 'Ben', lname: 'Ode', userType: 'counsellor', offices: ['o1'] },
];
const types = [
  { _id: 't1', name: 'Introduction call', minutes: 30, mode: 'online', active: true },
  { _id: 't2', name: 'Counselling', minutes: 60, mode: 'office', active: true },
].map((t) => ({
  ...t,
  meetingLink: 'https://meet.example.com/intro',
  createdAt: AT,
  updatedAt: AT,
}));

let sessions: Appointment[];
const asked: URLSearchParams[] = [];
const writes: string[] = [];
/** The calendar's reads of single records (a request per session would be N+1). */
const recordReads: string[] = [];
beforeEach(() => {
  asked.length = 0;
  recordReads.length = 0;
  writes.length = 0;
  sessions = [
    session('a1', {}),
    session('a2', {
      enquiry: 'e2',
      studentName: 'Tom Li',
      start: local('2026-12-04', '15:00'),
      end: local('2026-12-04', '16:00'),
    }),
  ];
  stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.slice(API_BASE.length);
    if (path === '/appointments') {
      asked.push(url.searchParams);
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return json({ data: sessions.filter((s) => s.start >= from && s.start < to), total: 0 });
    }
    if (path.startsWith('/appointments/')) {
      const id = path.split('/')[2]!;
      const body = req.method === 'DELETE' ? { status: 'cancelled' } : await req.json();
      writes.push(`${req.method} ${id} ${JSON.stringify(body)}`);
      sessions = sessions.map((s) => (s._id === id ? { ...s, ...(body as object) } : s));
      return json(sessions.find((s) => s._id === id));
    }
    if (path === '/session-types') return json({ data: types });
    if (path === '/users/staff') return json(staff);
    if (path === '/offices') return json({ data: [] });
    if (path.startsWith('/enquiries/')) {
      recordReads.push(path);
      const name = sessions.find((x) => path === `/enquiries/${x.enquiry}`)?.studentName ?? '';
      const [fName, lName] = name.split(' ');
      return json({ _id: path.split('/')[2], fName, lName });
    }
    return json({ message: 'Not found' }, 404);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (query: string) => renderPage(<CalendarPage />, '/calendar', `/calendar?${query}`);

describe('/calendar', () => {
  it('lists the day’s sessions with the student linked, type, counsellor and place', async () => {
    open('date=2026-12-02');
    const day = await screen.findByRole('list', { name: /Sessions on Wednesday 02-12-2026/ });
    const card = within(day).getByRole('listitem', { name: '10:00–10:30 session' });
    expect(await within(card).findByRole('link', { name: 'Meera Nair' })).toHaveAttribute(
      'href',
      '/enquiries/e1',
    );
    expect(await within(card).findByText('Introduction call · Asha Rao')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Meeting link' })).toHaveAttribute(
      'href',
      'https://meet.example.com/intro',
    );
    expect(within(card).getByText('Booked')).toBeVisible();
    expect(screen.queryByText('Tom Li')).not.toBeInTheDocument();
  });

  it('asks once for a week of sessions, their students named in the answer', async () => {
    sessions.push(
      session('a3', {
        enquiry: 'e3',
        studentName: 'Ana Silva',
        start: local('2026-12-05', '11:00'),
        end: local('2026-12-05', '11:30'),
      }),
    );
    open('view=week&date=2026-12-02');
    for (const name of ['Meera Nair', 'Tom Li', 'Ana Silva'])
      expect(await screen.findByRole('link', { name })).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(recordReads).toEqual([]);
  });

  it('says so when nothing is booked', async () => {
    open('date=2026-12-03');
    expect(await screen.findByText('No sessions')).toBeVisible();
    expect(screen.getByText('Nothing is booked this day.')).toBeVisible();
  });

  it('checks a student in, marks the session done, and shows each new status', async () => {
    const { user } = open('date=2026-12-02');
    const card = await screen.findByRole('listitem', { name: '10:00–10:30 session' });
    await user.click(within(card).getByRole('button', { name: 'Check in' }));
    expect(await within(card).findByText('Checked in')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Done' }));
    // a session held has nothing left to do: its actions go, its status reads Done
    await waitFor(() => expect(within(card).queryByRole('button')).not.toBeInTheDocument());
    expect(within(card).getByText('Done')).toBeVisible();
    expect(writes).toEqual(['PATCH a1 {"status":"checked-in"}', 'PATCH a1 {"status":"done"}']);
  });

  it('cancels only after asking', async () => {
    const { user } = open('date=2026-12-02');
    const card = await screen.findByRole('listitem', { name: '10:00–10:30 session' });
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel session' }));
    expect(await within(card).findByText('Cancelled')).toBeVisible();
    expect(writes).toEqual(['DELETE a1 {"status":"cancelled"}']);
  });

  it('keeps the view, date and counsellor in the URL and asks for that week', async () => {
    const { user, router } = open('view=week&date=2026-12-02&counsellor=c1');
    expect(await screen.findByText('Week of Monday 30-11-2026')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Tom Li' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Sunday 06-12-2026' })).toHaveTextContent(
      'No sessions',
    );
    const last = asked.at(-1)!;
    expect(last.get('counsellor')).toBe('c1');
    expect(last.get('from')).toBe(local('2026-11-30', '00:00'));
    expect(last.get('to')).toBe(local('2026-12-07', '00:00'));

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Week of Monday 07-12-2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Day' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Counsellor' }), 'c2');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      view: 'day',
      date: '2026-12-09',
      counsellor: 'c2',
    });
    expect(await screen.findByText('Wednesday 09-12-2026')).toBeVisible();
  });

  it('narrows to one office for an admin of several, kept in the URL', async () => {
    fakeOfficesServer([office('o1', 'Leeds', { isDefault: true }), office('o2', 'Pune')]);
    const { user, router } = open('date=2026-12-02');
    const field = await screen.findByRole('combobox', { name: 'Office' });
    await user.click(field);
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pune' }),
    );
    await waitFor(() => expect(asked.at(-1)?.get('office')).toBe('o2'));
    expect(new URLSearchParams(router.state.location.search).get('office')).toBe('o2');
  });

  it('gives a counsellor no office to pick', async () => {
    fakeOfficesServer([office('o1', 'Leeds', { isDefault: true }), office('o2', 'Pune')]);
    renderPage(<CalendarPage />, '/calendar', '/calendar?date=2026-12-02', 'counsellor');
    await screen.findByRole('link', { name: 'Meera Nair' });
    expect(screen.queryByRole('combobox', { name: 'Office' })).not.toBeInTheDocument();
    expect(asked.at(-1)?.get('office')).toBeNull();
  });
});
