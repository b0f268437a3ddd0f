import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type SessionType } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { json, stubFetch } from '../../test/test-utils';
import SessionTypesPage from './session-types-page';

const AT = '2026-11-01T09:00:00.000Z';
const sessionType = (id: string, more: Partial<SessionType>): SessionType => ({
  _id: id,
  name: 'Introduction call',
  minutes: 30,
  mode: 'online',
  meetingLink: 'https://meet.example.com/intro',
  active: true,
  createdAt: AT,
  updatedAt: AT,
  ...more,
});

let types: SessionType[];
const writes: { method: string; path: string; body: unknown }[] = [];
beforeEach(() => {
  writes.length = 0;
  types = [
    sessionType('t1', {}),
    sessionType('t2', { name: 'Counselling', minutes: 60, mode: 'office', meetingLink: null }),
  ];
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    if (!path.startsWith('/session-types')) return json({ message: 'Not found' }, 404);
    if (req.method === 'GET') return json({ data: types });
    const body = (await req.json()) as Partial<SessionType>;
    writes.push({ method: req.method, path, body });
    if (req.method === 'POST') {
      const made = sessionType(`t${types.length + 1}`, { ...body, minutes: Number(body.minutes) });
      types = [...types, made];
      return json(made, 201);
    }
    types = types.map((t) => (path.endsWith(t._id) ? { ...t, ...body } : t));
    return json(types.find((t) => path.endsWith(t._id)));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/settings/sessions', () => {
  it('adds a type at an office, and retires one only after asking', async () => {
    const { user } = renderPage(<SessionTypesPage />, '/settings/sessions');
    const offered = await screen.findByRole('list', { name: 'Offered' });
    expect(
      within(offered).getByText(/30 min · Online \(video call\) · https:\/\/meet/),
    ).toBeVisible();
    expect(within(offered).getByText('60 min · At an office')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add session type' }));
    const form = await screen.findByRole('dialog', { name: 'Add session type' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Visa clinic');
    const minutes = within(form).getByRole('spinbutton', { name: /^Minutes/ });
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(within(form).getByRole('button', { name: 'Add session type' }));
    expect(
      await within(form).findByText('Minutes must be a whole number of quarter-hours'),
    ).toBeVisible();
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(within(form).getByRole('combobox', { name: /^Where/ }));
    await user.click(await screen.findByRole('option', { name: 'At an office' }));
    await user.clear(within(form).getByRole('textbox', { name: /^Meeting link/ }));
    await user.click(within(form).getByRole('button', { name: 'Add session type' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/session-types',
      body: { name: 'Visa clinic', minutes: 45, mode: 'office', meetingLink: null },
    });
    expect(await within(offered).findByRole('button', { name: 'Edit Visa clinic' })).toBeVisible();

    await user.click(within(offered).getByRole('button', { name: 'Retire Counselling' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Retire Counselling?' });
    expect(writes).toHaveLength(1);
    await user.click(within(ask).getByRole('button', { name: 'Retire' }));
    const retired = await screen.findByRole('list', { name: 'Retired' });
    expect(within(retired).getByRole('button', { name: 'Restore Counselling' })).toBeVisible();
    expect(writes[1]).toEqual({
      method: 'PATCH',
      path: '/session-types/t2',
      body: { active: false },
    });
  });

  it('is admins’ only', async () => {
    renderPage(<SessionTypesPage />, '/settings/sessions', '/settings/sessions', 'counsellor');
    expect(await screen.findByText('You do not have access')).toBeVisible();
  });
});
