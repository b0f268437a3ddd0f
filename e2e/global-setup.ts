import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumEnv, findChromium, type ChromiumBinary } from '../scripts/chromium';
import { ensureWebBuild } from '../scripts/web-build';
import { CHROMIUM_ARGS } from './env';
import { serveInProcess } from './serve-process';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** The first worker's server: e2e/browser.ts's baseURL() gives each worker its own. */
    baseURL: string;
    /** One server on its own database per worker, by VITEST_POOL_ID (1 to maxWorkers). */
    baseURLs: string[];
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

/** Builds the web app for production if needed, finds a Chromium (the npm one when the machine
 * has none) and serves the app with the API once per worker, each in its own process on a fresh
 * SQLite database: files run side by side, and none sees what a file beside it writes. */
export default async function setup(project: TestProject) {
  // Only a production build is tested (vitest itself runs with NODE_ENV=test); the budget check
  // reads it too.
  ensureWebBuild();
  const binary = await findChromium();
  const wanted = process.env.CHROMIUM_PATH;
  if ((wanted && binary.from !== 'CHROMIUM_PATH') || binary.from === 'npm') {
    const skipped = wanted ? `CHROMIUM_PATH=${wanted} cannot run` : 'no Chromium installed';
    process.stderr.write(`\n${skipped}: the browser tests use ${binary.executablePath}\n`);
  }
  await checkStarts(binary);
  project.provide('chromium', binary);

  // Vitest hands each running file a pool id no other running file holds, 1 to maxWorkers (the
  // project's, else the run's).
  const workers = project.config.maxWorkers || project.globalConfig.maxWorkers;
  const served = await Promise.all(Array.from({ length: workers }, () => serveInProcess()));
  const urls = served.map((s) => s.url);
  project.provide('baseURLs', urls);
  project.provide('baseURL', urls[0]!);
  return async () => {
    await Promise.all(served.map((s) => s.close()));
  };
}
