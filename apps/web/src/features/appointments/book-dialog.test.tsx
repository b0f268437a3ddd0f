import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type Slot } from '@studydesk/contract';
import { addDays, localIsoDate } from '../../lib/dates';
import { renderPage } from '../../lib/test-page';
import { json, stubFetch } from '../../test/test-utils';
import CalendarPage from './calendar-page';

const AT = '2026-11-01T09:00:00.000Z';
const day = addDays(localIsoDate(), 1);
const local = (time: string) => new Date(`${day}T${time}:00`).toISOString();
const slot = (from: string, to: string): Slot => ({
  start: local(from),
  end: local(to),
  counsellor: 'c1',
  type: 't1',
  timeZone: 'Europe/London',
});
const TAKEN = 'That time has just been taken: please choose another';

let slots: Slot[];
const booked: unknown[] = [];
const walkIns: unknown[] = [];
let firstLoses: boolean;
const slotAsks: URLSearchParams[] = [];
beforeEach(() => {
  booked.length = 0;
  walkIns.length = 0;
  firstLoses = true;
  slotAsks.length = 0;
  slots = [slot('10:00', '10:30'), slot('11:00', '11:30')];
  stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.slice(API_BASE.length);
    if (path === '/appointments' && req.method === 'POST') {
      const body = (await req.json()) as { start: string };
      booked.push(body);
      // the first try loses the race: someone else took 10:00 a moment before
      if (booked.length === 1 && firstLoses) {
        slots = slots.filter((s) => s.start !== body.start);
        return json({ message: TAKEN, error: 'conflict' }, 409);
      }
      return json(
        { _id: 'a9', ...body, outsideHours: !slots.some((x) => x.start === body.start) },
        201,
      );
    }
    if (path === '/appointments/walk-in' && req.method === 'POST') {
      walkIns.push(await req.json());
      return json({ _id: 'a10', status: 'checked-in', outsideHours: false }, 201);
    }
    if (path === '/appointments') return json({ data: [], total: 0 });
    if (path === '/public/slots') {
      slotAsks.push(url.searchParams);
      return json({ slots });
    }
    if (path === '/session-types')
      return json({
        data: [
          { _id: 't1', name: 'Introduction call', minutes: 30, mode: 'online', active: true },
        ].map((t) => ({ ...t, meetingLink: null, createdAt: AT, updatedAt: AT })),
      });
    if (path === '/users/staff')
      return json([
        { _id: 'c1', fname: 'Asha', lname: 'Rao', userType: 'counsellor', offices: [] },
      ]);
    if (path === '/offices') return json({ data: [] });
    if (path === '/search') {
      const hit = { kind: 'enquiry', id: 'e1', label: 'Meera Nair', secondary: null };
      return json({ groups: [{ kind: 'enquiry', items: [hit], more: false, total: 1 }] });
    }
    if (path === '/enquiries/e1') return json({ _id: 'e1', fName: 'Meera', lName: 'Nair' });
    return json({ message: 'Not found' }, 404);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Book a session', () => {
  it('books for the student it was opened for; a time just taken is refused and the times refreshed', async () => {
    const { user, router } = renderPage(
      <CalendarPage />,
      '/calendar',
      `/calendar?date=${day}&enquiry=e1`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book a session' });
    expect(await within(dialog).findByDisplayValue('Meera Nair')).toBeVisible();
    const book = within(dialog).getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Session type' }), 't1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Counsellor' }), 'c1');
    const time = await within(dialog).findByRole('combobox', { name: 'Time' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a time', '10:00–10:30', '11:00–11:30', 'Another time…']);
    expect(slotAsks.at(-1)?.get('from')).toBe(new Date(`${day}T00:00:00`).toISOString());
    await user.selectOptions(time, local('10:00'));
    await user.click(book);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TAKEN);
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('combobox', { name: 'Time' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a time', '11:00–11:30', 'Another time…']),
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Time' }),
      local('11:00'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(booked.at(-1)).toEqual({
      enquiry: 'e1',
      type: 't1',
      counsellor: 'c1',
      start: local('11:00'),
    });
    expect(new URLSearchParams(router.state.location.search).get('enquiry')).toBeNull();
  });

  it('books another time, outside the free ones, and says so', async () => {
    firstLoses = false;
    const { user } = renderPage(<CalendarPage />, '/calendar', `/calendar?date=${day}&enquiry=e1`);
    const dialog = await screen.findByRole('dialog', { name: 'Book a session' });
    await within(dialog).findByDisplayValue('Meera Nair');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Session type' }), 't1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Counsellor' }), 'c1');
    const time = await within(dialog).findByRole('combobox', { name: 'Time' });
    await user.selectOptions(time, 'other');
    expect(within(dialog).getByText(/Outside the times Asha Rao keeps free/)).toBeVisible();
    const book = within(dialog).getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    // a browser's time field sets its whole value at once
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '19:30' } });
    await user.click(book);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(booked.at(-1)).toEqual({
      enquiry: 'e1',
      type: 't1',
      counsellor: 'c1',
      start: local('19:30'),
    });
    expect(
      await screen.findByText('Session booked for Meera Nair, outside the counsellor’s hours'),
    ).toBeVisible();
  });

  it('checks a walk-in in from the calendar: the student, a type, their own counsellor', async () => {
    const { user } = renderPage(<CalendarPage />, '/calendar', `/calendar?date=${day}`);
    await user.click(await screen.findByRole('button', { name: 'Walk-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in' });
    expect(within(dialog).queryByRole('combobox', { name: 'Day' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Counsellor' })).toHaveValue('');
    await user.type(within(dialog).getByRole('combobox', { name: 'Student' }), 'Meera');
    await user.click(await screen.findByRole('option', { name: /^Meera Nair/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Session type' }), 't1');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(walkIns).toEqual([{ enquiry: 'e1', type: 't1' }]);
    expect(await screen.findByText('Meera Nair checked in')).toBeVisible();
  });
});
