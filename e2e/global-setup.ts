import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { ensureWebBuild } from '../scripts/web-build';
import { CHROMIUM, E2E_ADMIN } from './env';

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

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-e2e-'));
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: `sqlite:${path.join(dir, 'e2e.db')}`,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      PUBLIC_FORM_RATE_LIMIT: '1000',
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  project.provide('baseURL', `http://127.0.0.1:${port}`);

  return async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
