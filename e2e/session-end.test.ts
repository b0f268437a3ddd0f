import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@studydesk/contract/plain';
import { DESKTOP, launch, MOBILE, newPage, screenshot, signedIn, signIn } from './browser';

/** The document loads of /login this page makes from now on. */
function countLoginLoads(page: Page) {
  const loads = { n: 0 };
  page.on('request', (r) => {
    if (r.isNavigationRequest() && new URL(r.url()).pathname === '/login') loads.n += 1;
  });
  return loads;
}

/**
 * The page's API calls answered together once `n` of them have their answers, as a busy server
 * answers a screen's calls: the first 401 must not leave the others to hand over again.
 */
async function answerTogether(page: Page, n: number) {
  let release = () => undefined as void;
  const all = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    answered += 1;
    if (answered === n) release();
    await all;
    await route.fulfill({ response });
  });
}

/** Ends the page's stored session on the server, as a sign-out in another tab does. */
async function endSessionElsewhere(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const res = await page.request.post('/api/users/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
}

/** Where a rejected session ends: the sign-in form, saying why. */
async function atSignIn(page: Page) {
  await page.getByRole('button', { name: /sign in|log ?in/i }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.getByText(MESSAGES.sessionRequired).waitFor();
}

/**
 * A session the server no longer accepts (signed out elsewhere, a password reset): every call a
 * screen makes answers 401, and the app goes to /login once, not once per call (each load
 * aborting the one before, which a person sees as the page flickering).
 */
describe('a session ended elsewhere', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  for (const [label, viewport] of [
    ['1440', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`opening a screen goes to /login once (${label})`, async () => {
      const page = await newPage(browser, viewport);
      // stored in this browser, ended on the server before any screen of the app is open
      await signedIn(page);
      await endSessionElsewhere(page);
      const loads = countLoginLoads(page);
      await answerTogether(page, 4);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await atSignIn(page);
      // the page showing is the last load: any others came (and were aborted) before it
      expect(loads.n).toBe(1);
      await screenshot(page, 'session-end');
    });
  }

  it('staying on a screen goes to /login once, when its live updates are refused', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page);
    await page
      .getByRole('heading', { name: /dashboard/i })
      .first()
      .waitFor();
    const loads = countLoginLoads(page);
    // the server closes the ended session's event stream; the bell's reconnect answers 401
    await endSessionElsewhere(page);
    await atSignIn(page);
    expect(loads.n).toBe(1);
  });
});
