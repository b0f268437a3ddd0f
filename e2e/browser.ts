import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { LoginResponse } from '@studydesk/contract';
import { STORAGE_KEYS } from '@studydesk/contract/plain';
import { E2E_ADMIN } from './env';
import { readServers } from './servers-state';
import { fileBrowser } from './worker-browser';

/** This worker's own server (e2e/global-setup.ts starts one per worker; e2e/setup.ts waits
 * for them before each file). */
export function baseURL(): string {
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = readServers(inject('serversState'))?.[id - 1];
  if (!url) throw new Error(`no e2e server for worker ${id} (VITEST_POOL_ID)`);
  return url;
}

/** A date as it is shown and typed: dd-mm-yyyy (spec §9). */
export function dayFirst(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 375, height: 812 };

/** A browser for this file: its worker's, whose `close()` closes what the file opened. */
export function launch(): Promise<Browser> {
  // CI starts its Node 24 leg, at the lowest priority, once the browser tests begin.
  const started = process.env.E2E_STARTED_FILE;
  if (started) fs.writeFileSync(started, '');
  return fileBrowser();
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseURL() });
  const page = await context.newPage();
  // A bound on failures only (every wait is for an element or a URL): CI machines are busy.
  page.setDefaultTimeout(30_000);
  return page;
}

/** Signs in through the login form, as a person does, and lands on the dashboard. */
export async function signInWithForm(page: Page, who = E2E_ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole('button', { name: /sign in|log ?in/i }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Signed in, on no page of the app yet: the session the login form would store (the API's answer
 * to the same request), saved where the app keeps it. For the tests whose subject is not signing
 * in, and that seed through the API before they open the page they test: the form's own page load
 * and hand-over cost each of about a hundred sign-ins a second or more (the form is tested with
 * signInWithForm), and a dashboard opened only to be left costs as much again.
 */
export async function signedIn(page: Page, who = E2E_ADMIN): Promise<void> {
  const res = await page.request.post('/api/users/login', {
    data: { email: who.email, password: who.password },
  });
  if (!res.ok()) throw new Error(`sign-in of ${who.email}: ${res.status()} ${await res.text()}`);
  const { token, user } = (await res.json()) as LoginResponse;
  // Local storage belongs to a document of the app's origin: any will do, the smallest first.
  await page.goto('/api/health');
  await page.evaluate(
    ([keys, t, u]) => {
      localStorage.setItem(keys.token, t);
      localStorage.setItem(keys.user, u);
    },
    [STORAGE_KEYS, token, JSON.stringify(user)] as const,
  );
}

/** Signed in, on the page a test is about (`to`). */
export async function signInAt(page: Page, to: string, who = E2E_ADMIN): Promise<void> {
  await signedIn(page, who);
  await page.goto(to);
}

/** Signed in on the dashboard, where a person lands. */
export function signIn(page: Page, who = E2E_ADMIN): Promise<void> {
  return signInAt(page, '/dashboard', who);
}

/** Every transition that ends (a drawer, a dialog, a toast coming in) has ended; spinners loop
 * for ever and are not waited for, nor is a toast's countdown (its progress bar's animation is
 * the 3 s timer that closes it: waiting for it waited out every toast, about 4 s a screen). */
const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getComputedTiming().endTime === Infinity ||
          (a as CSSAnimation).animationName === 'Toastify__trackProgress',
      ),
  );

/**
 * No loading bar (one named "Loading…", as getByRole's name matches). Looked for in the page at
 * every frame, not sampled from here every half second: a page that polls (a running import
 * asks every second) raises the page's bar again and again, and under load the samples could
 * keep landing on it while the moments between went by unseen.
 */
const loadingDone = (page: Page) =>
  page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[role="progressbar"]')).some(
        (el) =>
          /loading/i.test(el.getAttribute('aria-label') ?? '') &&
          // hidden ones are not on screen, nor found by role
          el.checkVisibility({ checkVisibilityCSS: true }) &&
          !el.closest('[aria-hidden="true"]'),
      ),
    undefined,
    { polling: 'raf' },
  );

const shots = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, 'screenshots');
/** CI throws its clone away unseen: it waits for the settled page but saves no picture, unless
 * SHOTS_DIR asks for them. About 120 pictures cost it most of a minute. */
const keepShots = !process.env.CI || Boolean(process.env.SHOTS_DIR);
/** Screenshots for people to look at; kept out of git. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const vw = page.viewportSize()?.width ?? 0;
  // Not 'networkidle': the live enquiry stream keeps a request open. Wait for the progress
  // bars to go and for every transition (drawer, dialog, popup) to have finished.
  await loadingDone(page);
  await animationsDone(page);
  if (!keepShots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}-${vw}.png`), fullPage: false });
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;
const readAxe = () => fs.readFileSync(AXE, 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
};

/** One axe run over the page; each violation with whether all its nodes were passing by: in a
 * toast, or gone from the page by the time it was reported. */
async function axeRun(page: Page) {
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const r = await w.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // the violations in full; the passing and inapplicable checks are not gathered up
      resultTypes: ['violations'],
    });
    const passing = (t: string[]) => {
      const el = document.querySelector(t[0] ?? '');
      return !el || Boolean(el.closest('.Toastify'));
    };
    return r.violations.map((v) => ({ ...v, passing: v.nodes.every((n) => passing(n.target)) }));
  });
}

/**
 * Every axe-core violation on the current page, of any impact (axe clean at every
 * impact level in every state the browser tests reach), each as one line a failed
 * `toEqual([])` prints in full: "rule (impact): help at target, target".
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Text fading in (a toast arriving) reads as too faint to axe until it is in.
  await animationsDone(page);
  // Evaluated, not added as a <script>: the app's CSP (script-src 'self') refuses inline tags.
  // Once per document: a page checked in several states keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((axeSource ??= readAxe()));
  let violations = await axeRun(page);
  // A toast whose 3 s ran out while axe ran was fading out (seen in CI: its text "too faint"):
  // once it has gone (or its animation ended), the page is looked at again; a toast that is
  // still there and still faint is reported.
  if (violations.length > 0 && violations.every((v) => v.passing)) {
    await animationsDone(page);
    violations = await axeRun(page);
  }
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
