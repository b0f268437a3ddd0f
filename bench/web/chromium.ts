import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/env';
import { chromiumEnv, findChromium } from '../../scripts/chromium';

const FLAGS = [
  ...CHROMIUM_ARGS,
  // Nothing but the app under test: any other host fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export type Chromium = { port: number; close: () => Promise<void> };

/** The browser tests' Chromium (scripts/chromium.ts) with a fresh profile (empty cache) and a
 * DevTools port for Lighthouse. */
export async function launchChromium(): Promise<Chromium> {
  const binary = await findChromium();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-lh-profile-'));
  const child = spawn(
    binary.executablePath,
    [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // its own process group, so closing it ends its helper processes too
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: chromiumEnv(binary) },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** Stores a staff session in the origin's local storage without loading (and caching) the app. */
export async function storeSession(port: number, origin: string, session: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${origin}/build-info.json`);
  await page.evaluate(
    (s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)),
    session,
  );
  await page.close();
  await browser.close();
}
