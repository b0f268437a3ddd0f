import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../scripts/web-build';
import { CHROMIUM } from './env';
import { serveStudyDesk } from './serve';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    baseURL: string;
    chromium: boolean;
  }
}

/** Builds the web app for production if needed and serves it with the API on a fresh SQLite database. */
export default async function setup(project: TestProject) {
  // Only a production build is tested (vitest itself runs with NODE_ENV=test); the budget check
  // reads it too, with or without a browser.
  ensureWebBuild();
  const present = fs.existsSync(CHROMIUM);
  if (!present) {
    const msg = `\n\n!!!!!!!! Chromium not found at ${CHROMIUM}: end-to-end tests ${process.env.CI ? 'FAIL' : 'are SKIPPED'} (apt-get install -y chromium, or set CHROMIUM_PATH) !!!!!!!!\n\n`;
    if (process.env.CI) throw new Error(msg);
    process.stderr.write(msg);
  }
  project.provide('chromium', present);
  if (!present) return;

  const served = await serveStudyDesk();
  project.provide('baseURL', served.url);
  return served.close;
}
