// Child process of the benchmark: the real app and a bare Fastify baseline on one SQLite file,
// so the load generator (the parent) does not share their event loop.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { newId } from '../apps/api/src/lib/ids';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-'));
const file = path.join(dir, 'bench.db');

const app = await buildApp(
  loadConfig({
    DATABASE_URL: `sqlite:${file}`,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-password',
  }),
);
const t0 = Date.parse('2026-01-01T00:00:00Z');
await app.dbHandle.db.transaction().execute(async (trx) => {
  for (let i = 0; i < ROWS; i += 500) {
    const rows = Array.from({ length: Math.min(500, ROWS - i) }, (_, k) => {
      const at = new Date(t0 + (i + k) * 60_000).toISOString();
      return { id: newId(), title: `Service ${i + k}`, createdAt: at, updatedAt: at };
    });
    await trx.insertInto('services').values(rows).execute();
  }
});

// The baseline: the same page of the same rows, one prepared statement, no validation layers.
const raw = new Database(file, { readonly: true });
const page = raw.prepare(
  'select id as _id, title, createdAt, updatedAt from services order by createdAt desc, id desc limit ? offset ?',
);
const count = raw.prepare('select count(*) as n from services');
const bare = Fastify();
bare.get<{ Querystring: { page?: string } }>('/services', (req) => {
  const p = Math.max(1, Number(req.query.page ?? 1));
  return { data: page.all(25, (p - 1) * 25), total: (count.get() as { n: number }).n };
});

await app.listen({ port: 0, host: '127.0.0.1' });
await bare.listen({ port: 0, host: '127.0.0.1' });
const portOf = (s: { server: import('node:net').Server }) =>
  (s.server.address() as { port: number }).port;
process.send?.({ app: portOf(app), bare: portOf(bare), rows: ROWS });
process.on('message', () => {
  void Promise.all([app.close(), bare.close()]).then(() => {
    raw.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
