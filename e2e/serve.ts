import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { E2E_ADMIN } from './env';

export type Served = { app: App; url: string; close: () => Promise<void> };

/**
 * StudyDesk with the built web app on a fresh SQLite database, on a free loopback port (or on
 * `port`, for a test that must know its address before the start: links in mail).
 */
export async function serveStudyDesk(
  env: Record<string, string> = {},
  opts: { port?: number } = {},
): Promise<Served> {
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
      ...env,
    }),
  );
  await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
