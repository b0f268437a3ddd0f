import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumEnv, findChromium, type ChromiumBinary } from '../scripts/chromium';
import { CHROMIUM_ARGS } from './env';
import { serveInProcess, type ServedProcess } from './serve-process';
import { recordServers } from './servers-state';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** Where the servers' state is recorded (e2e/servers-state.ts): one server on its own
     * database per worker, by VITEST_POOL_ID (1 to maxWorkers); e2e/browser.ts's baseURL(). */
    serversState: string;
    chromium: ChromiumBinary;
  }
}

/** Starts and closes the browser once, so that one that cannot start fails the run here, once,
 * with what was tried. */
async function checkStarts(binary: ChromiumBinary): Promise<void> {
  try {
    const browser = await chromium.launch({
      executablePath: binary.executablePath,
      args: CHROMIUM_ARGS,
      env: chromiumEnv(binary),
    });
    await browser.close();
  } catch (err) {
    throw new Error(
      `Chromium (${binary.from}: ${binary.executablePath}) does not start; set CHROMIUM_PATH ` +
        `to one that does. ${String(err)}`,
    );
  }
}

const TSX = createRequire(import.meta.url).resolve('tsx');
const ENSURE_BUILD = path.resolve(import.meta.dirname, '../scripts/ensure-web-build.ts');

/** The production build unless it is current (as `npm start` makes it), in a child process. */
function ensureBuild(): Promise<void> {
  // Only a production build is tested (vitest itself runs with NODE_ENV=test); the budget check
  // reads it too.
  const child = spawn(process.execPath, ['--import', TSX, ENSURE_BUILD], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web build failed (exit ${code})`)),
    );
  });
}

/** The build, then one server per worker; a server that did start is closed if another fails. */
async function buildThenServe(workers: number): Promise<ServedProcess[]> {
  await ensureBuild();
  const started = await Promise.allSettled(Array.from({ length: workers }, serveInProcess));
  const served = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (!failed) return served;
  await Promise.all(served.map((s) => s.close()));
  throw failed.reason;
}

/**
 * Finds a Chromium (the npm one when the machine has none), and builds the web app for production
 * if needed and serves it with the API once per worker, each in its own process on a fresh SQLite
 * database: files run side by side, and none sees what a file beside it writes.
 * The build and the servers come up in the background. Vitest runs every project's global setup,
 * one after another, before the first file of any project: a build awaited here held the API
 * files back for its minute with a core idle. The browser files wait for them (e2e/setup.ts).
 */
export default async function setup(project: TestProject) {
  // Vitest hands each running file a pool id no other running file holds, 1 to maxWorkers (the
  // project's, else the run's).
  const workers = project.config.maxWorkers || project.globalConfig.maxWorkers;
  const binary = await findChromium();
  const wanted = process.env.CHROMIUM_PATH;
  if ((wanted && binary.from !== 'CHROMIUM_PATH') || binary.from === 'npm') {
    const skipped = wanted ? `CHROMIUM_PATH=${wanted} cannot run` : 'no Chromium installed';
    process.stderr.write(`\n${skipped}: the browser tests use ${binary.executablePath}\n`);
  }
  await checkStarts(binary);
  project.provide('chromium', binary);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-e2e-servers-'));
  const stateFile = path.join(dir, 'servers.json');
  project.provide('serversState', stateFile);
  const serving = buildThenServe(workers);
  serving.then(
    (served) => recordServers(stateFile, { urls: served.map((s) => s.url) }),
    (err: unknown) => recordServers(stateFile, { error: String(err) }),
  );
  return async () => {
    const served = await serving.catch(() => []);
    await Promise.all(served.map((s) => s.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
