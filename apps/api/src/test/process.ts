import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { bundledEntry, entriesReady } from './entry-bundle';

const SRC = path.resolve(import.meta.dirname, '..');
// Absolute, so a process started in another folder (to read that folder's .env) still finds it.
const TSX = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist/loader.mjs',
);

/**
 * The bound on a test that starts processes, for its failure only: each step waits for a state
 * (a banner, a log line, an exit). On a shared 2-core machine at load 15 to 29, starts that
 * take seconds when it is quiet went past the 120 s these tests had.
 */
export const PROCESS_TEST_TIMEOUT = 600_000;

/** Every child started here that has not ended yet. */
const running = new Set<ChildProcess>();
// A worker that ends (or is ended) with children still up must not leave servers behind.
process.once('exit', () => running.forEach((c) => c.kill('SIGKILL')));

/**
 * Kills every child still running and waits for them to end: `afterAll(stopChildren)` in each
 * file that starts processes, so a test that failed or timed out half way leaves none.
 */
export async function stopChildren(): Promise<void> {
  const ended = [...running].map((c) => new Promise((resolve) => c.once('close', resolve)));
  running.forEach((c) => c.kill('SIGKILL'));
  await Promise.all(ended);
}

export type Run = {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  /** Resolves with the first match in stdout+stderr; rejects if the process ends first. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/**
 * Runs one of the API's entry points (`server.ts`, `ops/backup.ts` …) as its own Node process,
 * the way `npm start` / `npm run …` do, with exactly the environment given (plus PATH/HOME, and
 * NODE_OPTIONS, by which scripts/with-node.sh loads a better-sqlite3 built for another Node).
 * In the API suite the code comes from the bundle its setup built (entry-bundle.ts); `tsx: true`,
 * or a caller outside the suite, runs the source through tsx exactly as `npm start` does.
 */
export function runEntry(
  entry: string,
  o: { env?: Record<string, string>; args?: string[]; cwd?: string; tsx?: boolean } = {},
): Run {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}),
    ...o.env,
  };
  const child = spawn(
    process.execPath,
    [
      ...(entriesReady && !o.tsx
        ? [bundledEntry(entriesReady, entry)]
        : ['--import', TSX, path.join(SRC, entry)]),
      ...(o.args ?? []),
    ],
    {
      cwd: o.cwd ?? os.tmpdir(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('close', () => running.delete(child));
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  child.stdout.on('data', (d: Buffer) => ((out += d.toString()), notify()));
  child.stderr.on('data', (d: Buffer) => ((err += d.toString()), notify()));
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      done = true;
      notify();
      resolve(code);
    }),
  );
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = (out + err).match(pattern);
        if (m) return (waiters.delete(check), resolve(m));
        if (done) {
          waiters.delete(check);
          reject(new Error(`${entry} ended without ${pattern}:\n${out}\n${err}`));
        }
      };
      waiters.add(check);
      check();
    });
  return {
    child,
    out: () => out,
    err: () => err,
    waitFor,
    exited,
    stop: () => {
      if (!done) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Starts the server and resolves with its address once the banner says it is running. */
export async function startServer(env: Record<string, string>, cwd?: string) {
  const run = runEntry('server.ts', { env: { PORT: '0', HOST: '127.0.0.1', ...env }, cwd });
  const [, port] = await run.waitFor(/running at http:\/\/localhost:(\d+)/);
  return { ...run, base: `http://127.0.0.1:${port}` };
}
