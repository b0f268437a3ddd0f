import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumEnv, findChromium, type ChromiumBinary } from '../scripts/chromium';
import { ensureWebBuild } from '../scripts/web-build';
import { CHROMIUM_ARGS } from './env';
import { serveStudyDesk } from './serve';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    baseURL: string;
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
 * has none) and serves the app with the API on a fresh SQLite database. */
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

  const served = await serveStudyDesk();
  project.provide('baseURL', served.url);
  return served.close;
}
