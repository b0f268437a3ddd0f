import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newPage, signedIn, signInAt } from './browser';
import {
  bookFromCalendar,
  cardOf,
  looked,
  seed,
  walkInFromCalendar,
  type Seeded,
} from './staff-calendar-steps';

const pad = (n: number) => String(n).padStart(2, '0');
/** Tomorrow on this machine's calendar (the browser's too): past the booking notice. */
const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// An admin books on a student's behalf; their counsellor holds the session; the record shows it.
describe.each([
  ['1440×900', DESKTOP],
  ['375×812', MOBILE],
])('the staff calendar at %s', (_size, viewport) => {
  const tag = `Sc${viewport.width}${Date.now().toString(36)}`;
  const day = tomorrow();
  let seeded: Seeded;
  let when: string;
  let counsellor: Page;
  beforeAll(async () => {
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
    seeded = await seed(admin, tag);
    await admin.context().close();
  });

  it('an admin books a session for the counsellor’s student from the calendar', async () => {
    const admin = await newPage(browser, viewport);
    await signedIn(admin);
    when = await bookFromCalendar(admin, seeded, day);
    expect(when).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
    const card = cardOf(admin, when, seeded.student.name);
    await card.getByText('Booked').waitFor();
    await looked(admin, 'staff-calendar-booked');
    await admin.context().close();
  });

  it('the counsellor checks the student in and marks the session done', async () => {
    counsellor = await newPage(browser, viewport);
    await signInAt(counsellor, `/calendar?date=${day}`, seeded.who);
    const card = cardOf(counsellor, when, seeded.student.name);
    await card.getByRole('button', { name: 'Check in' }).click();
    await card.getByText('Checked in').waitFor();
    await looked(counsellor, 'staff-calendar-checked-in');
    await card.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => card.getByRole('button').count()).toBe(0);
    expect(await card.getByText('Done', { exact: true }).count()).toBe(1);
    await looked(counsellor, 'staff-calendar-done');
    await counsellor.getByRole('button', { name: 'Week' }).click();
    await counsellor.getByText(/^Week of /).waitFor();
    await cardOf(counsellor, when, seeded.student.name).waitFor();
    await looked(counsellor, 'staff-calendar-week');
  });

  it('the counsellor checks the student in as a walk-in: a session from now, on today’s calendar', async () => {
    const card = await walkInFromCalendar(counsellor, seeded);
    await card.waitFor();
    // the student's own counsellor holds it, started now
    await card.getByText(new RegExp(`· ${seeded.who.name}$`)).waitFor();
    await looked(counsellor, 'staff-calendar-walked-in');
    await card.getByRole('button', { name: 'Done' }).click();
    const held = counsellor.getByRole('listitem').filter({ hasText: seeded.student.name });
    await held.getByText('Done', { exact: true }).waitFor();
  });

  it('the student’s record shows the contact: the speed-to-lead clock has stopped', async () => {
    await counsellor.getByRole('link', { name: seeded.student.name }).first().click();
    await counsellor.getByRole('heading', { name: seeded.student.name }).waitFor();
    await counsellor.getByText(/^First contact (within a minute|after \d+ min)$/).waitFor();
    expect(await counsellor.getByRole('timer').count()).toBe(0);
    await looked(counsellor, 'staff-calendar-record');
    // the sessions on the office's clock, and each step on the timeline with who took it
    const sessions = counsellor.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('button', { name: 'Walk-in' }).scrollIntoViewIfNeeded();
    await sessions
      .getByText(/^\d\d-\d\d-\d{4} \d\d:\d\d \S+$/)
      .first()
      .waitFor();
    await looked(counsellor, 'staff-calendar-record-sessions');
    const timeline = counsellor.getByRole('list', { name: 'Timeline, newest first' });
    const line = (what: RegExp) => timeline.getByRole('listitem').filter({ hasText: what });
    await line(/ booked: /)
      .first()
      .waitFor();
    expect(await line(/ booked: /).count()).toBe(2);
    expect(await line(/ checked in: /).count()).toBe(2);
    expect(await line(/ held: /).count()).toBe(2);
    expect(await line(/ held: .* by Cara /).count()).toBe(2);
    await line(/ held: /)
      .first()
      .scrollIntoViewIfNeeded();
    await looked(counsellor, 'staff-calendar-timeline');
  });
});
