// Child process of `npm run bench:web`: the app with the production web build on a temporary
// SQLite database, a signed-in admin and a few enquiries so the dashboard has something to draw.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { enquiryInput } from '../../apps/api/src/test/fixtures';

export type WebBenchServer = { origin: string; token: string; user: string };

const admin = { email: 'admin@bench.example', password: 'bench-admin-password' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-web-'));
const app = await buildApp(
  loadConfig({
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  }),
);
for (let n = 0; n < 12; n++)
  await app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiryInput(n) });
const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: admin });
const { token, user } = login.json<{ token: string; user: object }>();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.send?.({
  origin: `http://127.0.0.1:${port}`,
  token,
  user: JSON.stringify(user),
} satisfies WebBenchServer);
const stop = () =>
  void app.close().then(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
process.on('message', stop);
process.on('disconnect', stop); // the benchmark ended without saying so
