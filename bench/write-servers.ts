import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Memory, Ready } from './write-server';

export type Db = 'sqlite' | 'postgres';
export type Server = {
  port: number;
  tokens: string[];
  memory: () => Promise<Memory>;
  /** CPU time the process has used (µs), without the GC `memory` forces. */
  cpu: () => Promise<number>;
  peak: () => void;
};
export type Servers = { app: Server; bare: Server };
type Database = { url: string; drop: () => Promise<void> };

/** Extra node options for StudyDesk's process (e.g. `--cpu-prof` to profile it under load). */
const appNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

function start(args: string[], extra: string[] = []) {
  return fork(path.join(import.meta.dirname, 'write-server.ts'), args, {
    execArgv: ['--import', 'tsx', '--expose-gc', ...extra],
    stdio: 'inherit',
  });
}

function child(args: string[]): Promise<{ proc: ChildProcess; server: Server }> {
  const proc = start(args, args[0] === 'app' ? appNodeArgs : []);
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      proc.once('message', (m) => resolve(m as T));
      proc.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
  return next<Ready>().then(({ port, tokens }) => ({
    proc,
    server: {
      port,
      tokens,
      peak: () => proc.send('peak'),
      memory: () => {
        const m = next<Memory>();
        proc.send('memory');
        return m;
      },
      cpu: () => {
        const m = next<{ cpuUs: number }>();
        proc.send('cpu');
        return m.then((c) => c.cpuUs);
      },
    },
  }));
}

/** A fresh SQLite database file (its folder removed by `drop`). */
export function sqlite(): Database {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-db-'));
  return {
    url: `sqlite:${path.join(dir, 'bench.db')}`,
    drop: () => fs.promises.rm(dir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database (optionally a copy of `template`). */
export async function postgres(template?: string): Promise<Database> {
  const admin = process.env.DATABASE_URL_TEST;
  if (!admin)
    throw new Error('PostgreSQL: set DATABASE_URL_TEST (or run under scripts/with-postgres.sh)');
  const name = `sd_bench_${randomBytes(4).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A copy of a seeded database, so each server pays for its own writes (and checkpoints). */
async function copy(db: Db, from: Database): Promise<Database> {
  if (db === 'postgres') return postgres(new URL(from.url).pathname.slice(1));
  const to = sqlite();
  fs.copyFileSync(from.url.replace(/^sqlite:/, ''), to.url.replace(/^sqlite:/, ''));
  return to;
}

/** Migrates and seeds, in a process of its own so the servers' memory starts clean. */
async function seeded(db: Db, rows: number): Promise<Database> {
  const data = db === 'sqlite' ? sqlite() : await postgres();
  const code = await new Promise((resolve) =>
    start(['seed', data.url, String(rows)]).once('exit', resolve),
  );
  if (code !== 0) throw new Error(`seeding failed (${String(code)})`);
  return data;
}

/**
 * StudyDesk and the bare baseline, each in a process of its own on its own copy of a database
 * holding `rows` enquiries; `sessions` stream tokens are opened for StudyDesk. Stopped after
 * `use`.
 */
export async function withServers<T>(
  db: Db,
  rows: number,
  sessions: number,
  use: (s: Servers) => Promise<T>,
): Promise<T> {
  const ours = await seeded(db, rows);
  const theirs = await copy(db, ours);
  const procs: ChildProcess[] = [];
  try {
    const app = await child(['app', ours.url, String(sessions)]);
    procs.push(app.proc);
    const bare = await child(['bare', theirs.url]);
    procs.push(bare.proc);
    return await use({ app: app.server, bare: bare.server });
  } finally {
    await Promise.all(
      procs.map((p) => new Promise((resolve) => (p.once('exit', resolve), p.send('stop')))),
    );
    await Promise.all([ours.drop(), theirs.drop()]);
  }
}
