import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../apps/web/src/public/paths';
import { budgetTable, BUDGETS, overBudget, routeSizes, type Manifest } from '../scripts/budgets';
import { DIST, readBuildInfo } from '../scripts/web-build';
import { baseURL, DESKTOP, launch, MOBILE, newPage, signIn } from './browser';
import { chunkOf, watchScripts } from './cold-load-steps';

describe('the web build as delivered', () => {
  it('is a production build (vitest runs with NODE_ENV=test; the setup rebuilt it)', () => {
    expect(readBuildInfo(DIST)?.mode).toBe('production');
  });

  it('keeps every budgeted route within its first-load budget, loading nothing it must not', () => {
    const rows = routeSizes(DIST);
    process.stdout.write(`\n${budgetTable(rows)}\n`);
    expect(overBudget(rows).map((r) => r.route)).toEqual([]);
  });
});

/** The scripts a page fetched, by file, with the encoding they came in; `prefetched`: those it
 * only fetched ahead for a later page (`Sec-Purpose: prefetch`), which it does not run. */
function recordScripts(page: Page, prefetched = new Map<string, string>()): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (res) => {
    const { pathname } = new URL(res.url());
    if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return;
    const ahead = (await res.request().allHeaders())['sec-purpose'] === 'prefetch';
    (ahead ? prefetched : scripts).set(
      pathname.slice(1),
      res.headers()['content-encoding'] ?? 'identity',
    );
  });
  return scripts;
}

/** What the budget counts for a route (`files`), and what it may load after (`later`); the tests
 * below check them against what Chromium fetches. */
const counted = (route: string) =>
  routeSizes(
    DIST,
    BUDGETS.filter((b) => b.route === route),
  )[0]!;
const manifestFiles = (route: string) => counted(route).files;

/**
 * Holds back every script but `allowed` until `release` is called: what the page renders
 * meanwhile needs nothing else. Returns what was fetched and what was held.
 */
async function onlyScripts(page: Page, allowed: string[]) {
  const fetched = new Set<string>();
  const held: (() => Promise<void>)[] = [];
  await page.route('**/assets/*.js', (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    if (!allowed.includes(file)) return void held.push(() => route.continue());
    fetched.add(file);
    return route.continue();
  });
  const release = async () => {
    await Promise.all(held.splice(0).map((go) => go()));
    await page.unroute('**/assets/*.js');
  };
  return { fetched, release };
}

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each(PUBLIC_PATHS)(
    '%s is prerendered, hydrates without errors, and fetches exactly its counted scripts, brotli-compressed',
    async (route) => {
      const page = await newPage(browser, MOBILE);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const scripts = recordScripts(page);
      const html = await (await fetch(`${baseURL()}${route}`)).text();
      expect(html).toContain(`data-prerendered="${route}"`);

      await page.goto(route);
      // the prerendered form is disabled until React has taken it over
      await expect.poll(() => page.locator('fieldset').first().isEnabled()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect([...scripts.keys()].sort()).toEqual(manifestFiles(route));
      expect(new Set(scripts.values())).toEqual(new Set(['br']));
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('/login fetches the staff app ahead when idle, for the dashboard after sign-in', async () => {
    const page = await newPage(browser, MOBILE);
    const prefetched = new Map<string, string>();
    const scripts = recordScripts(page, prefetched);
    await page.goto('/login');
    const listed = await page.locator('#root').getAttribute('data-prefetch');
    const ahead = (listed ?? '').split(' ');
    // the staff app's entry, none of what the page itself runs
    const manifest = JSON.parse(
      fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    expect(ahead).toContain(manifest['index.html']!.file);
    await expect.poll(() => [...prefetched.keys()].sort()).toEqual([...ahead].sort());
    expect([...scripts.keys()].filter((f) => ahead.includes(f))).toEqual([]);
    await page.context().close();
  });

  it('/dashboard renders with exactly its counted scripts (the shell and its page), fetched in one go', async () => {
    const page = await newPage(browser, MOBILE);
    await signIn(page);
    const expected = manifestFiles('/dashboard');
    // What loads after the first paint (the popups' code while idle, the menu's tooltip, the
    // page's later sections) is held back: the screen must come without it.
    const scripts = await onlyScripts(page, expected);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: /^notifications/ }).waitFor();
    expect(expected.filter((f) => !scripts.fetched.has(f))).toEqual([]);
    await scripts.release();
    await page.context().close();
  });

  it("/dashboard leaves the header popups' code until asked; each then opens with its content", async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page);
    const watch = watchScripts(page);
    await page.reload();
    // each popup's own chunk (what it shares with the page may well be loaded); a popup's chunk
    // may also hold parts other lazy code shares (then it is not the module's own entry)
    const popups = [
      'src/features/notifications/bell-popup.tsx',
      'src/layout/header/profile-popup.tsx',
      'src/features/search/search-dialog.tsx',
      'src/layout/shortcuts-dialog.tsx',
    ].map((m) => `/${chunkOf(`apps/web/${m}`)}`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // the page settles (its own sections and the next screen's code in) without the popups'
    await watch.settled();
    expect(popups.filter((f) => watch.scripts.has(f))).toEqual([]);

    await page.getByRole('button', { name: /^notifications/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await bell.getByRole('tab', { name: 'New enquiries' }).waitFor();
    await page.keyboard.press('Escape');
    await bell.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /open profile$/ }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    await page.context().close();
  });

  it('paints text in Public Sans, the faces it uses fetched from the build', async () => {
    const page = await newPage(browser, MOBILE);
    await page.goto('/EnquiryForm');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded: string[] = [];
      document.fonts.forEach((f) => {
        if (f.status === 'loaded') loaded.push(`${f.family.replaceAll('"', '')} ${f.weight}`);
      });
      return loaded;
    });
    expect(fonts).toEqual(expect.arrayContaining(['Public Sans 400', 'Public Sans 600']));
    const family = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).fontFamily);
    expect(family).toMatch(/^["']?Public Sans/);
    await page.context().close();
  });
});
