import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addCounsellor, settled, type Who } from './calendar-steps';
import { sidewaysOverflow, tokenOf } from './desk-steps';

export type Seeded = { who: Who; type: string; student: { id: string; name: string } };

const api = async (page: Page) => ({ authorization: `Bearer ${await tokenOf(page)}` });

/** An active session type to book (the agency's first, or one made for the test). */
async function sessionType(admin: Page): Promise<string> {
  const headers = await api(admin);
  const list = await admin.request.get('/api/session-types', { headers });
  const { data } = (await list.json()) as { data: { _id: string; active: boolean }[] };
  const active = data.find((t) => t.active);
  if (active) return active._id;
  const made = await admin.request.post('/api/session-types', {
    headers,
    data: { name: 'Introduction call', minutes: 30, mode: 'online' },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { _id: string })._id;
}

/** A website enquiry from `fName`, given to the counsellor. */
async function studentOf(admin: Page, fName: string, owner: string) {
  const email = `${fName.toLowerCase()}@example.com`;
  const posted = await admin.request.post('/api/enquiries', {
    data: {
      fName,
      lName: 'Walkin',
      email,
      mobile: `+91 98765 ${Date.now().toString().slice(-5)}`,
      category: 'Graduate',
      consent: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const headers = await api(admin);
  const found = await admin.request.get(`/api/enquiries?q=${encodeURIComponent(email)}`, {
    headers,
  });
  const id = ((await found.json()) as { enquiries: { _id: string }[] }).enquiries[0]!._id;
  const owned = await admin.request.put(`/api/enquiries/${id}`, {
    headers,
    data: { assignedTo: owner },
  });
  expect(owned.status(), await owned.text()).toBe(200);
  return { id, name: `${fName} Walkin` };
}

/** Through the API: a counsellor free 09:00–17:00 every day, a session type, their student. */
export async function seed(admin: Page, tag: string): Promise<Seeded> {
  const who = await addCounsellor(admin, tag);
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const hours = await admin.request.put(`/api/users/${who.id}/availability`, {
    headers: await api(admin),
    data: { weekly: days.map((day) => ({ day, from: '09:00', to: '17:00' })) },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  return { who, type: await sessionType(admin), student: await studentOf(admin, tag, who.id) };
}

/** The page fits the screen (nothing scrolls sideways) and axe finds nothing. */
export async function looked(page: Page, shot: string): Promise<void> {
  expect((await sidewaysOverflow(page)).filter((px) => px > 0)).toEqual([]);
  await settled(page, shot);
}

/** From the calendar, the admin books the first free time of `day`; answers its "HH:mm–HH:mm". */
export async function bookFromCalendar(page: Page, s: Seeded, day: string): Promise<string> {
  await page.goto(`/calendar?date=${day}`);
  await page.getByRole('heading', { name: 'Calendar' }).waitFor();
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a session' });
  await dialog.getByRole('combobox', { name: 'Student' }).fill(s.student.name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${s.student.name}`) }).click();
  await dialog.getByRole('combobox', { name: 'Session type' }).selectOption(s.type);
  await dialog.getByRole('combobox', { name: 'Counsellor' }).selectOption(s.who.id);
  const time = dialog.getByRole('combobox', { name: 'Time' });
  await time.selectOption({ index: 1 });
  const label = await time.locator('option:checked').textContent();
  await looked(page, 'staff-calendar-book');
  await dialog.getByRole('button', { name: 'Book' }).click();
  await dialog.waitFor({ state: 'detached' });
  return label ?? '';
}

/** The session's card in the day view, found by its time and its student. */
export const cardOf = (page: Page, when: string, student: string) =>
  page.getByRole('listitem', { name: `${when} session` }).filter({ hasText: student });

/** From today's calendar, `page`'s user checks the student in as a walk-in; answers its card. */
export async function walkInFromCalendar(page: Page, s: Seeded) {
  await page.goto('/calendar');
  await page.getByRole('heading', { name: 'Calendar' }).waitFor();
  await page.getByRole('button', { name: 'Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in' });
  await dialog.getByRole('combobox', { name: 'Student' }).fill(s.student.name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${s.student.name}`) }).click();
  await dialog.getByRole('combobox', { name: 'Session type' }).selectOption(s.type);
  await looked(page, 'staff-calendar-walk-in');
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await dialog.waitFor({ state: 'detached' });
  return page
    .getByRole('listitem')
    .filter({ hasText: s.student.name })
    .filter({ hasText: 'Checked in' });
}
