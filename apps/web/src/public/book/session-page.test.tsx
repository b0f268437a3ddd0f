import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, type PublicAppointment } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { renderPublic } from '../test-utils';

const SESSION: PublicAppointment = {
  start: '2031-03-28T09:00:00.000Z',
  end: '2031-03-28T09:30:00.000Z',
  status: 'booked',
  type: { name: 'Introduction call', minutes: 30, mode: 'office' },
  meetingLink: null,
  counsellor: 'Anna Lee',
  office: { name: 'London', address: '1 High St', timeZone: 'UTC' },
  timeZone: 'UTC',
  counsellorId: 'c1',
  typeId: 't1',
};
const LATER = '2031-03-31T10:00:00.000Z';

let calls: { method: string; body: unknown }[];
let current: PublicAppointment;

beforeEach(() => {
  calls = [];
  current = SESSION;
  stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.slice(API_BASE.length);
    if (path === '/branding') return json({ agencyName: 'Globe Study', logo: null });
    if (path === '/public/slots') {
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ counsellor: 'c1', type: 't1' });
      const slot = { start: LATER, end: '2031-03-31T10:30:00.000Z', counsellor: 'c1', type: 't1' };
      return json({ slots: [{ ...slot, timeZone: 'UTC' }] });
    }
    if (path !== '/public/appointments/tok123')
      return json({ message: 'This booking link is not valid', error: 'not_found' }, 404);
    const body: unknown = req.method === 'PATCH' ? await req.json() : undefined;
    if (req.method !== 'GET') calls.push({ method: req.method, body });
    if (req.method === 'PATCH') current = { ...current, start: LATER };
    if (req.method === 'DELETE') current = { ...current, status: 'cancelled' };
    return json(current);
  });
});

describe('/book/session/<token>', () => {
  it('asks before cancelling: keeping it sends nothing, yes cancels it', async () => {
    const { user } = await renderPublic('/book/session/tok123');
    expect(await screen.findByRole('heading', { name: 'Your session: booked' })).toBeVisible();
    expect(screen.getByText('London, 1 High St')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(screen.getByRole('button', { name: 'Keep my session' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('heading', { name: 'Your session: cancelled' })).toBeVisible();
    expect(calls).toEqual([{ method: 'DELETE', body: undefined }]);
    expect(screen.queryByRole('button', { name: 'Move to another time' })).toBeNull();
  });

  it('moves the session to another free time of the same counsellor', async () => {
    const { user } = await renderPublic('/book/session/tok123');
    await user.click(await screen.findByRole('button', { name: 'Move to another time' }));
    const times = within(await screen.findByRole('group', { name: 'Time' }));
    await user.click(times.getByRole('radio', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Move my session' }));
    expect(await screen.findByText('Your session is moved.')).toBeVisible();
    expect(calls).toEqual([{ method: 'PATCH', body: { start: LATER } }]);
    expect(screen.getByText(/Mon 31 Mar, 10:00/)).toBeVisible();
  });

  it('says a wrong link is not valid', async () => {
    await renderPublic('/book/session/nope');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  });
});
