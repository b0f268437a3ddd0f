import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../apps/web/src/public/paths';
import { budgetTable, BUDGETS, overBudget, routeSizes, type Manifest } from '../scripts/budgets';
import { DIST, readBuildInfo } from '../scripts/web-build';
import { baseURL, hasChromium, launch, MOBILE, newPage, signIn } from './browser';

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

describe.runIf(hasChromium())('in Chromium', () => {
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

  it('/dashboard fetches the shell and its page in one go, and the rest through lazy imports', async () => {
    const page = await newPage(browser, MOBILE);
    await signIn(page);
    const scripts = recordScripts(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const { files, later } = counted('/dashboard');
    expect(files.filter((f) => !scripts.has(f))).toEqual([]);
    // the dashboard's sections load as they render, soon after the heading or not yet: any
    // other script fetched must be one of them (the data grid is refused by the budget check)
    const others = [...scripts.keys()].filter((f) => !files.includes(f));
    expect(others.filter((f) => !later.includes(f))).toEqual([]);
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
