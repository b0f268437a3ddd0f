import { describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { closeLeftContexts } from './worker-browser';

// The files of a worker share its Chromium (e2e/worker-browser.ts): one file's close must leave
// the browser, and what other files opened, as they were.
describe("a worker's browser, shared by its files", () => {
  it("closes only what one file's handle opened", async () => {
    const first = await launch();
    const second = await launch();
    const a = await newPage(first);
    const b = await newPage(second);
    expect(first.contexts()).toEqual([a.context()]);

    await first.close();
    expect(a.isClosed()).toBe(true);
    expect(first.contexts()).toEqual([]);
    expect(second.isConnected()).toBe(true);
    expect(await b.evaluate(() => 6 * 7)).toBe(42);

    const again = await newPage(first);
    expect(await again.evaluate(() => 1 + 1)).toBe(2);
    await Promise.all([first.close(), second.close()]);
    expect(b.isClosed()).toBe(true);
    expect(again.isClosed()).toBe(true);
  });

  it('gives each page storage of its own', async () => {
    const browser = await launch();
    const [a, b] = [await newPage(browser), await newPage(browser)];
    await Promise.all([a.goto('/api/health'), b.goto('/api/health')]);
    await a.evaluate(() => localStorage.setItem('k', 'a'));
    expect(await b.evaluate(() => localStorage.getItem('k'))).toBeNull();
    await browser.close();
  });

  it('leaves nothing open after a file, even what the file did not close', async () => {
    const browser = await launch();
    const page = await newPage(browser);
    await closeLeftContexts();
    expect(page.isClosed()).toBe(true);
    expect(browser.isConnected()).toBe(true);
    expect(await (await newPage(browser)).evaluate(() => 'open')).toBe('open');
    await browser.close();
  });
});
