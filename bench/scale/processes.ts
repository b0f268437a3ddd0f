// Child processes and databases of the scale benchmark (bench/scale/run.ts): the app and the
// bare ceiling each in a process of their own, asked questions by message; a fresh database for
// each database and size.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ADMIN, COUNSELLOR } from './seed';
import { MANAGER } from './seed-offices';

type Msg = Record<string, unknown>;
/** A child process of this folder's `file`: its port once ready, and questions answered by message. */
export function child(file: string, env: Record<string, string>, gc = false) {
  const c = fork(path.join(import.meta.dirname, file), {
    execArgv: ['--import', 'tsx', ...(gc ? ['--expose-gc'] : [])],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  let asked = 0;
  // A child that dies (killed from outside, out of memory) ends the run with its name rather
  // than leaving the bench waiting for an answer that cannot come.
  const gone = new Promise<never>((_, reject) =>
    c.once('exit', (code, signal) =>
      reject(new Error(`bench/scale/${file} exited (${signal ?? String(code)})`)),
    ),
  );
  gone.catch(() => undefined);
  // Answers carry the question's id: a late answer to an earlier question is not this one's.
  const ask = (m: Msg) =>
    new Promise<Msg>((resolve, reject) => {
      void gone.catch(reject);
      const id = ++asked;
      const on = (r: Msg) => {
        if (r.id !== id) return;
        c.off('message', on);
        resolve(r);
      };
      c.on('message', on);
      c.send({ ...m, id });
    });
  const ready = Promise.race([
    new Promise<number>((resolve) =>
      c.once('message', (m) => resolve((m as { port: number }).port)),
    ),
    gone,
  ]);
  return { c, ask, ready };
}
/** Asks a child to stop, and waits for it to exit. */
export const stop = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    c.once('exit', () => resolve());
    c.send({ type: 'stop' });
  });

/** A fresh, empty database for a database kind and size; `drop` removes it. */
export async function database(db: string, rows: number) {
  if (db === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-scale-'));
    return {
      url: `sqlite:${path.join(dir, 'bench.db')}`,
      drop: () => fs.promises.rm(dir, { recursive: true }),
    };
  }
  const admin = process.env.DATABASE_URL_TEST;
  if (!admin)
    throw new Error('PostgreSQL needs DATABASE_URL_TEST (npm run bench:scale starts one)');
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

export const origin = (p: number) => `http://127.0.0.1:${p}`;

/** The app and the bare ceiling on the seeded database, and the bench's two signed-in users. */
export async function servers(url: string) {
  const app = child('app-server.ts', { BENCH_URL: url }, true);
  const bare = child('bare-server.ts', { BENCH_URL: url });
  const [appPort, barePort] = await Promise.all([app.ready, bare.ready]);
  const signIn = async (email: string) => {
    const login = await fetch(`${origin(appPort)}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: ADMIN.password }),
    });
    return `Bearer ${((await login.json()) as { token: string }).token}`;
  };
  const auth = {
    admin: await signIn(ADMIN.email),
    counsellor: await signIn(COUNSELLOR.email),
    manager: await signIn(MANAGER.email),
  };
  const rss = async (gc = false) =>
    Number((await app.ask({ type: 'rss', url: gc ? 'gc' : '' })).rss) / 2 ** 20;
  /** A child's CPU time so far, µs (every thread: the app's SQLite readers too). */
  const cpu = (c: typeof app) => async () => Number((await c.ask({ type: 'cpu' })).cpu);
  return { app, bare, appPort, barePort, auth, rss, cpu: { app: cpu(app), bare: cpu(bare) } };
}
export type Servers = Awaited<ReturnType<typeof servers>>;
