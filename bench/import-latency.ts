// BENCH_ONLY=import, on SQLite: the enquiries list's p99 alone, then beside a running import of
// BENCH_IMPORT_LATENCY_ROWS rows (default 20,000), four clients asking it back to back. The
// table already holds one such import when "alone" is measured, so both lists read as much.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Import } from '@studydesk/contract';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { formData, person } from './import';
import { machine, writeSection } from './lib';
import { sqlite } from './write-servers';

const rows = Number(process.env.BENCH_IMPORT_LATENCY_ROWS ?? 20_000);
const ADMIN = { email: 'bench-latency@bench.example', password: 'bench-password-1' };
const HEAD = ['First name', 'Last name', 'Email', 'Mobile', 'Category', 'City'];
const CLIENTS = 4;
type Auth = { authorization: string };
const ALONE_REQUESTS = 1000;
const WARM_UP = 100;

const csv = (from: number) =>
  [HEAD, ...Array.from({ length: rows }, (_, k) => person(from + k))]
    .map((r) => r.join(','))
    .join('\r\n');

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;

/** Four clients listing enquiries back to back while `busy()` holds; each answer's ms. */
async function listWhile(app: App, auth: Auth, busy: () => boolean) {
  const times: number[] = [];
  const client = async () => {
    while (busy()) {
      const t0 = performance.now();
      await app.inject({ url: '/api/enquiries?limit=25', headers: auth });
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return times;
}

/** Uploads (checks) a file of rows from `from`; starts the run; resolves when it is done. */
async function importRows(app: App, auth: Auth, from: number) {
  const f = formData(Buffer.from(csv(from)));
  const up = await app.inject({
    method: 'POST',
    url: '/api/imports',
    payload: f.payload,
    headers: { ...f.headers, ...auth },
  });
  const { id } = up.json<Import>();
  await app.inject({ method: 'POST', url: `/api/imports/${id}/run`, headers: auth });
  return async () => {
    for (;;) {
      const imp = (await app.inject({ url: `/api/imports/${id}`, headers: auth })).json<Import>();
      if (imp.state !== 'running') return imp;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
}

async function measure() {
  const database = sqlite();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-latency-'));
  const config = loadConfig({
    ...{ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.url },
    ...{ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config);
  try {
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN });
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    await (
      await importRows(app, auth, 0)
    )();
    let asked = -WARM_UP;
    await listWhile(app, auth, () => asked++ < 0);
    const alone = await listWhile(app, auth, () => asked++ < ALONE_REQUESTS);
    let running = true;
    const wait = await importRows(app, auth, rows);
    const [during, done] = await Promise.all([
      listWhile(app, auth, () => running),
      wait().finally(() => (running = false)),
    ]);
    if (done.inserted !== rows) throw new Error(`latency bench: ${done.inserted} of ${rows}`);
    return { alone: p99(alone), during: p99(during), requests: during.length };
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const OUT = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');

export async function importLatencyBench(out = OUT) {
  const r = await measure();
  const body = [
    `Command: \`BENCH_ONLY=import-latency npm run bench\` · ${new Date().toISOString().slice(0, 10)} · ${machine()}`,
    `SQLite, in one process (the event loop is what is shared): ${CLIENTS} clients list enquiries (25 a page) back to back, first alone (${ALONE_REQUESTS} lists after ${WARM_UP} to warm up, the table holding ${rows.toLocaleString('en')} imported rows), then while another ${rows.toLocaleString('en')}-row import runs (${r.requests} lists). Target: the list's p99 beside the import at most 3× its p99 alone.`,
    '',
    '| list p99 alone ms | list p99 during the import ms | ratio |',
    '|---:|---:|---:|',
    `| ${r.alone.toFixed(1)} | ${r.during.toFixed(1)} | **${(r.during / r.alone).toFixed(2)}** |`,
  ].join('\n');
  writeSection(
    out,
    `Import: a list's p99 beside a ${rows.toLocaleString('en')}-row import (SQLite)`,
    body,
  );
  process.stdout.write(`\n## Import beside a list\n${body}\n`);
}
