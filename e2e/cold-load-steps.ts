import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { STREAM_PATH } from '@studydesk/contract/plain';
import type { ChunkModules } from '../apps/web/vite/chunk-modules';
import type { Manifest } from '../scripts/budgets';
import { DIST } from '../scripts/web-build';
import { newPage, signIn } from './browser';

/** The built file of a source module, as the build's manifest names it. */
export function manifestFile(module: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const file = manifest[module]?.file;
  if (!file) throw new Error(`${module} is not a chunk of the build`);
  return file;
}

/** The built chunk holding a source module (`apps/web/src/...`), merged into another or not. */
export function chunkOf(module: string): string {
  const chunks = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite/chunk-modules.json'), 'utf8'),
  ) as ChunkModules;
  const file = Object.keys(chunks).find((f) => chunks[f]!.includes(module));
  if (!file) throw new Error(`${module} is in no chunk of the build`);
  return file;
}

/** A picture of the page as it is now, mid-load (the shared helper waits for loads to end). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, 'screenshots');
  if (process.env.CI && !process.env.SHOTS_DIR) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width}.png`) });
}

/** The live stream stays open for as long as the page: it is never "in flight" to wait for. */
const isStream = (r: Request) => new URL(r.url()).pathname.endsWith(STREAM_PATH);

/**
 * A staff screen opened cold (a new browser context: empty cache, nothing prefetched by /login),
 * signed in with a session taken from another context.
 */
export async function coldStaffPage(browser: Browser, viewport: { width: number; height: number }) {
  const warm = await newPage(browser, viewport);
  await signIn(warm);
  const session = await warm.evaluate(() => ({ ...localStorage }));
  await warm.context().close();
  const page = await newPage(browser, viewport);
  await page.addInitScript((stored: Record<string, string>) => {
    for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
  }, session);
  return page;
}

/** Records the JavaScript the page receives (compressed bytes, as transferred) and the
 * requests in flight; `settled` waits for the state where the page has nothing left to fetch. */
export function watchScripts(page: Page) {
  const scripts = new Map<string, number>();
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (r) => {
    if (isStream(r)) return;
    inFlight.add(r);
    started += 1;
  });
  const done = (r: Request) => void inFlight.delete(r);
  page.on('requestfailed', done);
  page.on('requestfinished', async (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      scripts.set(pathname, (await r.sizes()).responseBodySize);
    done(r);
  });
  const browserIdle = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  /** Nothing in flight, and nothing new asked for after the browser has had an idle moment
   * (the screen's idle-time fetches start in one). */
  const settled = async () => {
    for (;;) {
      await page.waitForFunction(() => document.readyState === 'complete');
      while (inFlight.size > 0) await Promise.race([...inFlight].map((r) => r.response()));
      const before = started;
      await browserIdle();
      if (started === before && inFlight.size === 0) return;
    }
  };
  const total = () => [...scripts.values()].reduce((s, n) => s + n, 0);
  return { scripts, settled, total };
}
