// `npm run bench:scale`: issue 11's data at scale. For each database (BENCH_DB, default
// sqlite,postgres) and size (BENCH_ROWS, default 10000,100000,1000000): seed by SQL, start the
// app and the bare ceiling in their own processes, record each workload's SQL from the app, run
// every workload side by side, sample the app's memory, and write docs/PERFORMANCE.md.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrateToLatest } from '../../apps/api/src/db/migrate';
import { machine, sideBySide, type Target } from '../lib';
import type { Captured } from './app-server';
import { explain, mergePlans } from './plans';
import { record, render, type Entry } from './report';
import { ADMIN, COUNSELLOR, seedScale, steps } from './seed';
import { workloads } from './workloads';

const dbs = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
const sizes = (process.env.BENCH_ROWS ?? '10000,100000,1000000').split(',').map(Number);
const only = process.env.BENCH_ONLY_WORKLOADS?.split(',');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const command = `${Object.entries(process.env)
  .filter(([k]) => /^BENCH_/.test(k))
  .map(([k, v]) => `${k}=${v}`)
  .join(' ')} npm run bench:scale`.trim();

type Msg = Record<string, unknown>;
function child(file: string, env: Record<string, string>, gc = false) {
  const c = fork(path.join(import.meta.dirname, file), {
    execArgv: ['--import', 'tsx', ...(gc ? ['--expose-gc'] : [])],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  let asked = 0;
  // Answers carry the question's id: a late answer to an earlier question is not this one's.
  const ask = (m: Msg) =>
    new Promise<Msg>((resolve) => {
      const id = ++asked;
      const on = (r: Msg) => {
        if (r.id !== id) return;
        c.off('message', on);
        resolve(r);
      };
      c.on('message', on);
      c.send({ ...m, id });
    });
  const ready = new Promise<number>((resolve) =>
    c.once('message', (m) => resolve((m as { port: number }).port)),
  );
  return { c, ask, ready };
}
const stop = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    c.once('exit', () => resolve());
    c.send({ type: 'stop' });
  });

async function database(db: string, rows: number) {
  if (db === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-scale-'));
    return {
      url: `sqlite:${path.join(dir, 'bench.db')}`,
      drop: () => fs.promises.rm(dir, { recursive: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin)
    throw new Error('PostgreSQL needs TEST_DATABASE_URL (npm run bench:scale starts one)');
  const name = `sd_scale_${rows}`;
  const sql = async (text: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  await sql(`drop database if exists ${name} with (force)`);
  await sql(`create database ${name}`);
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => sql(`drop database if exists ${name} with (force)`) };
}

async function one(db: string, rows: number) {
  const load = os.loadavg()[0]!;
  const { url, drop } = await database(db, rows);
  const handle = openDatabase(url);
  await migrateToLatest(handle.db);
  const seedSeconds = await seedScale(handle, rows);
  const seedSteps = steps.map(([name, sec]) => `${name} ${sec.toFixed(1)}`).join(', ');
  process.stdout.write(
    `\n${db} ${rows} rows: seeded in ${seedSeconds.toFixed(1)} s (${seedSteps})\n`,
  );
  const app = child('app-server.ts', { BENCH_URL: url }, true);
  const bare = child('bare-server.ts', { BENCH_URL: url });
  const [appPort, barePort] = await Promise.all([app.ready, bare.ready]);
  const origin = (p: number) => `http://127.0.0.1:${p}`;
  const signIn = async (email: string) => {
    const login = await fetch(`${origin(appPort)}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: ADMIN.password }),
    });
    return `Bearer ${((await login.json()) as { token: string }).token}`;
  };
  const admin = await signIn(ADMIN.email);
  const counsellor = await signIn(COUNSELLOR.email);
  const rss = async (gc = false) =>
    Number((await app.ask({ type: 'rss', url: gc ? 'gc' : '' })).rss) / 2 ** 20;
  const entries: Entry[] = [];
  const plans: string[] = [];
  const stamp = {
    command,
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    machine: machine(),
    load,
    db,
    rows,
    seedSeconds,
    seedSteps,
  };
  for (const w of workloads(rows).filter((x) => !only || only.includes(x.id))) {
    const keys: string[] = [];
    const auth = w.as === 'counsellor' ? counsellor : admin;
    for (const [k, u] of w.urls.entries()) {
      const got = await app.ask({ type: 'capture', url: u, auth });
      if (got.status !== 200) throw new Error(`${u}: ${String(got.status)}`);
      const queries = got.queries as Captured[];
      if (k === 0) plans.push(await explain(handle, w.title, u, queries));
      await bare.ask({ type: 'add', key: `${w.id}-${k}`, queries });
      keys.push(`${w.id}-${k}`);
    }
    const idle = await rss(true);
    const targets = (connections: number): Target[] => [
      {
        name: 'StudyDesk',
        url: (i) => w.urls[i % w.urls.length]!,
        headers: { authorization: auth },
        connections,
      },
      { name: 'bare', url: (i) => `/q/${keys[i % keys.length]!}`, connections },
    ];
    let peak = idle;
    const sampler = setInterval(() => void rss().then((r) => (peak = Math.max(peak, r))), 200);
    for (const connections of w.single ? [1, 10] : [10]) {
      const [ours, base] = await sideBySide(
        [origin(appPort), origin(barePort)],
        targets(connections),
        rounds,
        seconds,
      );
      entries.push({
        ...stamp,
        workload: w.id,
        connections,
        ours: ours!,
        bare: base!,
        rssIdle: idle,
        rssPeak: peak,
      });
      process.stdout.write(
        `  ${w.title} @${connections}: StudyDesk p50 ${ours!.p50} p99 ${ours!.p99} ms ${Math.round(ours!.rps)} req/s; bare p50 ${base!.p50} p99 ${base!.p99} ms ${Math.round(base!.rps)} req/s\n`,
      );
    }
    clearInterval(sampler);
    entries.at(-1)!.rssPeak = peak;
  }
  await Promise.all([stop(app.c), stop(bare.c)]);
  await handle.close();
  await drop();
  return { entries, plans };
}

const out = path.resolve(import.meta.dirname, '../../docs');
for (const db of dbs)
  for (const rows of sizes) {
    const { entries, plans } = await one(db, rows);
    record(path.join(import.meta.dirname, 'results.json'), entries);
    const file = path.join(out, `plans/${db}-${rows}.md`);
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const order = workloads(rows).map((w) => w.title);
    fs.writeFileSync(file, mergePlans(old, plans, order));
    render(
      path.join(import.meta.dirname, 'results.json'),
      path.join(out, 'PERFORMANCE.md'),
      workloads,
    );
  }
