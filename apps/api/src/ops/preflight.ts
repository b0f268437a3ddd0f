import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Config } from '../config';
import { dialectOf, sqliteFileOf } from '../db/database';

/**
 * Whether the port can be listened on, by listening and closing at once: a start that cannot
 * listen fails before it writes anything. Throws the listen error itself (EADDRINUSE, EACCES),
 * which the command line explains in one line (ops/cli).
 */
async function portFree(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

/** The folder, or the nearest one above it that exists, must be writable by this process. */
function writable(dir: string, what: string): void {
  let at = path.resolve(dir);
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  try {
    fs.accessSync(at, fs.constants.W_OK);
  } catch {
    throw new Error(`cannot write the ${what} under ${at}: check its permissions or set DATA_DIR`);
  }
}

/**
 * What a start can check before it creates anything: the port, and that the folders
 * of the SQLite file and of the uploads can be written. The settings themselves were checked
 * when they were read; PostgreSQL is reached before any table is made.
 */
export async function preflight(config: Config): Promise<void> {
  if (dialectOf(config.databaseUrl) === 'sqlite' && sqliteFileOf(config.databaseUrl) !== ':memory:')
    writable(path.dirname(sqliteFileOf(config.databaseUrl)), 'database');
  if (config.storage.kind === 'disk') writable(config.storage.dir, 'uploads');
  await portFree(config.port, config.host);
}
