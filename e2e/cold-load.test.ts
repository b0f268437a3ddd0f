import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KB } from '../scripts/budgets';
import { DESKTOP, launch, MOBILE, newPage, screenshot, signIn } from './browser';
import { coldStaffPage, manifestFile, shot, watchScripts } from './cold-load-steps';
import { seedEnquiries } from './team-steps';

/**
 * What a cold staff screen fetches before the network goes quiet: its first load, the parts it
 * shows at once (a list's grid) and the next screen it fetches ahead while idle. The target is
 * 300 KB; these two miss it (327.3 and 458.0 KB since the lists' panels, menus, confirmations
 * and tooltips load on first use; 347.5 and 492.3 KB before the icons left their library), so
 * each fails above what it measured: a ratchet lowered as the first loads are cut
 * (docs/DECISIONS.md).
 */
const COLD_TARGET = 300 * KB;
const COLD_LIMIT: Record<string, number> = { '/dashboard': 328 * KB, '/enquiries': 459 * KB };

describe('a cold staff screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([
    ['/dashboard', 'Dashboard', DESKTOP],
    ['/dashboard', 'Dashboard', MOBILE],
    ['/enquiries', 'Enquiries', DESKTOP],
    ['/enquiries', 'Enquiries', MOBILE],
  ] as const)(
    '%s (%s) fetches no more JavaScript until it is idle than its ratchet, %o',
    async (route, heading, viewport) => {
      const page = await coldStaffPage(browser, viewport);
      const watch = watchScripts(page);
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await watch.settled();
      const kb = (watch.total() / KB).toFixed(1);
      process.stdout.write(
        `${route} ${viewport.width}px: ${watch.scripts.size} scripts, ${kb} KB (target ${COLD_TARGET / KB} KB)\n`,
      );
      expect(watch.scripts.size).toBeGreaterThan(5);
      expect(watch.total()).toBeLessThanOrEqual(COLD_LIMIT[route]!);
      await page.context().close();
    },
  );
});

describe('a list whose grid is still loading', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([DESKTOP, MOBILE])(
    'shows its heading, toolbar and a skeleton where the grid comes, then the grid there, %o',
    async (viewport) => {
      const page = await newPage(browser, viewport);
      await signIn(page);
      const grid = `/${manifestFile('src/components/data-grid-table.tsx')}`;
      const held: (() => Promise<void>)[] = [];
      await page.route(`**${grid}`, (route) => void held.push(() => route.continue()));
      // the list's rows come after the skeleton is measured, as on a busy server: the count's
      // line must not grow when they come (it was 2.75 px short at 375, seen in CI)
      const rows: (() => Promise<void>)[] = [];
      let holdRows = true;
      await page.route(
        (url) => url.pathname === '/api/enquiries',
        (route) => void (holdRows ? rows.push(() => route.continue()) : route.continue()),
      );
      await seedEnquiries(page);
      await page.goto('/enquiries');
      await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
      const skeleton = page.getByRole('progressbar', { name: 'Loading Enquiries' });
      await skeleton.waitFor();
      // measured once every web font face is in: a face swapped in after it moves the page by a
      // few pixels (3.75 at 375), which is the fonts' doing, not the grid's. `fonts.ready` alone
      // is not enough since sign-in no longer loads a page first: a face the page has not asked
      // for yet (the grid's semibold header) is not waited for.
      await page.evaluate(() => {
        const faces: Promise<FontFace>[] = [];
        document.fonts.forEach((face) => void faces.push(face.load()));
        return Promise.all(faces).then(() => undefined);
      });
      const before = await skeleton.boundingBox();
      await shot(page, 'enquiries-grid-loading');
      await expect.poll(() => rows.length).toBeGreaterThan(0);
      holdRows = false;
      await Promise.all(rows.map((go) => go()));
      await expect.poll(() => held.length).toBe(1);
      await Promise.all(held.map((go) => go()));
      const table = page.getByRole('grid', { name: 'Enquiries' });
      await table.waitFor();
      await skeleton.waitFor({ state: 'detached' });
      // the grid takes the skeleton's place: nothing above it moved
      expect(Math.round((await table.boundingBox())!.y)).toBeGreaterThanOrEqual(
        Math.round(before!.y),
      );
      expect(Math.abs((await table.boundingBox())!.y - before!.y)).toBeLessThan(2);
      await screenshot(page, 'enquiries-grid-loaded');
      await page.context().close();
    },
  );
});
