import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { lowerPasswordCostForTests } from '../apps/api/src/lib/passwords';
import { E2E_ADMIN } from './env';

export type Served = { app: App; url: string; close: () => Promise<void> };

/** A loopback port free right now: the app must know its own address (the links it hands out). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * StudyDesk with the built web app on a fresh SQLite database, on a free loopback port (or on
 * `port`), its links (the student's, mail's) starting with that address: PUBLIC_BASE_URL, as in
 * production, since the app never takes its address from a request.
 */
export async function serveStudyDesk(
  env: Record<string, string> = {},
  opts: { port?: number } = {},
): Promise<Served> {
  // every sign-in of the browser tests verifies a password: at the test cost (lib/passwords.ts)
  lowerPasswordCostForTests();
  const port = opts.port ?? (await freePort());
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
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    }),
  );
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
