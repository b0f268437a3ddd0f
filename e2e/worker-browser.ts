import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumEnv } from '../scripts/chromium';
import { CHROMIUM_ARGS } from './env';

/*
 * One Chromium per worker, shared by the files it runs one after another (the e2e project runs
 * without isolation, so this module outlives a file): starting Chromium and closing it again,
 * once per file, was a large share of the browser tests' CPU (docs/DECISIONS.md).
 * Each file still gets a browser of its own as far as it can tell: every page lives in a context
 * of its own (its own cookies, storage and cache), and the file's `close()` closes the contexts
 * it opened, not the browser.
 */

let shared: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  const binary = inject('chromium');
  const start = () =>
    chromium.launch({
      executablePath: binary.executablePath,
      args: CHROMIUM_ARGS,
      env: chromiumEnv(binary),
    });
  // A browser that crashed or was closed is not handed to the next file.
  shared = (shared ?? start()).then((b) => (b.isConnected() ? b : start()));
  shared.catch(() => (shared = undefined));
  return shared;
}

/** This worker's browser, seen through a handle whose `close()` closes only what it opened. */
export async function fileBrowser(): Promise<Browser> {
  const browser = await sharedBrowser();
  const mine = new Set<BrowserContext>();
  // Pages ask for less motion, as many people's phones do (the app then has no transitions):
  // what a test checks is the same either way, without waiting out each menu, dialog and ripple
  // (about a second a click after a menu closed). A file that looks at the motion itself asks
  // for it back (`reducedMotion: 'no-preference'`).
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
    mine.add(context);
    context.once('close', () => mine.delete(context));
    return context;
  };
  const close = async () => {
    await Promise.all([...mine].map((c) => c.close()));
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext') return newContext;
      if (key === 'close') return close;
      if (key === 'contexts') return () => [...mine];
      if (key === 'newPage')
        return async (options?: Parameters<Browser['newPage']>[0]) =>
          (await newContext(options)).newPage();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * Closes every context still open in this worker's browser. A worker runs one file at a time, so
 * at a file's end they are all that file's; one left open would keep its pages' timers and live
 * streams going through the next file (e2e/setup.ts, after each file).
 */
export async function closeLeftContexts(): Promise<void> {
  const browser = await shared?.catch(() => undefined);
  await Promise.all((browser?.contexts() ?? []).map((c) => c.close()));
}
