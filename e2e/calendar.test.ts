import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newPage, signedIn } from './browser';
import { tokenOf } from './desk-steps';
import { addAndRetireType, addCounsellor, feedAddress, setWeek, type Who } from './calendar-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// The staff side of appointments, at a desk and on a phone; each size has its own counsellor.
// Every step opens its own page, so no one signs in on a dashboard only to leave it.
describe.each([
  ['1440×900', DESKTOP],
  ['375×812', MOBILE],
])('appointments for staff at %s', (_size, viewport) => {
  const tag = `Cal${viewport.width}${Date.now().toString(36)}`;
  let page: Page;
  let who: Who;
  beforeAll(async () => {
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
    who = await addCounsellor(admin, tag);
    await admin.context().close();
    page = await newPage(browser, viewport);
    await signedIn(page, who);
  });

  it('an admin adds a session type and retires it', async () => {
    const admin = await newPage(browser, viewport);
    await signedIn(admin);
    await addAndRetireType(admin, `Visa clinic ${tag}`);
    await admin.context().close();
  });

  it('a counsellor sets their weekly hours and time off', async () => {
    await setWeek(page);
    const res = await page.request.get(`/api/users/${who.id}/availability`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    const saved = (await res.json()) as { weekly: object[]; timeOff: { reason?: string }[] };
    expect(saved.weekly).toHaveLength(8);
    expect(saved.timeOff[0]?.reason).toBe('Education fair in Leeds');
  });

  it('a counsellor makes a private calendar address and replaces it', async () => {
    await feedAddress(page);
  });
});
