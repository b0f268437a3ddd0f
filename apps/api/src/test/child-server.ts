import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** One line of the server's JSON log. */
export type LogLine = { level: number; msg?: string; req?: { url?: string } } & Record<
  string,
  unknown
>;

const SERVER = path.resolve(import.meta.dirname, '../server.ts');

/** A port nobody is listening on right now. */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/**
 * The real server (`node --import tsx server.ts`) in a child process on the given database,
 * as it runs in production: for what only a separate process shows (two processes sharing
 * limits and events, a SIGTERM).
 */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-child-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  let pending = '';
  child.stdout.on('data', (d: Buffer) => {
    const lines = (pending + d.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines)
      logs.push(line.startsWith('{') ? (JSON.parse(line) as LogLine) : { level: 30, msg: line });
    waiters.forEach((w) => w());
  });
  child.stderr.on('data', (d: Buffer) => stderr.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  /** Resolves once a log line satisfies `predicate` (`count` of them); rejects if it exits. */
  const waitForLogs = (predicate: (l: LogLine) => boolean, count = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (logs.filter(predicate).length < count) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      void exited.then((code) =>
        reject(new Error(`server exited (${code}) while waiting: ${stderr.join('')}`)),
      );
      check();
    });

  await waitForLogs((l) => l.msg?.includes('StudyDesk is running') === true);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logs,
    stderr,
    exited,
    waitForLogs,
    /** Lines at error level or worse. */
    errors: () => logs.filter((l) => l.level >= 50),
    signal: (s: NodeJS.Signals) => child.kill(s),
    /** Stops it and removes its data folder. */
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type ChildServer = Awaited<ReturnType<typeof startServer>>;
