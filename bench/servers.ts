// Child process of the benchmark: the real app and the bare baseline on one SQLite file, so the
// load generator (the parent) does not share their event loop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { baseline } from './baseline';
import { catalogueBaseline } from './baseline-catalogue';
import { dashboardBaseline } from './baseline-dashboard';
import { speedBaseline } from './baseline-speed';
import { searchBaseline } from './baseline-search';
import { seed } from './seed';
import { seedCatalogue, type CatalogueSeed } from './seed-catalogue';

export type Ports = {
  app: number;
  bare: number;
  services: number;
  enquiries: number;
  catalogue: CatalogueSeed;
};

const services = Number(process.env.BENCH_SERVICES ?? 10_000);
const enquiries = Number(process.env.BENCH_ENQUIRIES ?? 100_000);
const colleges = Number(process.env.BENCH_COLLEGES ?? 20_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-'));
const file = path.join(dir, 'bench.db');

const app = await buildApp(
  loadConfig({
    DATABASE_URL: `sqlite:${file}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'bench@bench.example',
    ADMIN_PASSWORD: 'bench-password',
    PUBLIC_FORM_RATE_LIMIT: '100000000',
    LOGIN_RATE_LIMIT: '1000',
  }),
);
await seed(app.dbHandle.db, services, enquiries);
const catalogue = await seedCatalogue(app.dbHandle.db, colleges);
const bare = baseline(file);
catalogueBaseline(bare, file, path.join(dir, 'bare-uploads'));
dashboardBaseline(bare, file);
speedBaseline(bare, file);
searchBaseline(bare, file);
await app.listen({ port: 0, host: '127.0.0.1' });
await bare.listen({ port: 0, host: '127.0.0.1' });
const portOf = (s: { server: import('node:net').Server }) =>
  (s.server.address() as { port: number }).port;
process.send?.({
  app: portOf(app),
  bare: portOf(bare),
  services,
  enquiries,
  catalogue,
} satisfies Ports);
process.on('message', (m) => {
  // The parent samples this process's memory during the export benchmark.
  if (m === 'rss') return process.send?.({ rss: process.memoryUsage().rss });
  void Promise.all([app.close(), bare.close()]).then(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
