import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import { checkConnection } from '../db/connection';
import { dialectOf, openDatabase, sqliteFileOf, type DbHandle } from '../db/database';

/**
 * `.env` in the working directory, when there is one (Node's own parser, as `--env-file`
 * would read it); variables already set in the environment win.
 */
export function loadEnvFile(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** What an operator reads when a start or a command fails: one line per problem, no stack. */
export function explain(err: unknown, config?: Config): string[] {
  if (err instanceof ConfigError) return err.problems.map((p) => `invalid setting ${p}`);
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  if (e.code === 'EADDRINUSE')
    return [`port ${e.port ?? config?.port} is already in use: stop what holds it or set PORT`];
  if (e.code === 'EACCES' && e.syscall === 'listen')
    return [`not allowed to listen on port ${e.port ?? config?.port}: use a port above 1023`];
  return [e instanceof Error ? e.message : String(err)];
}

/**
 * Runs a command (the server, backup, restore, admin) with the settings read once: a failure
 * prints `<name>: <what went wrong>` and exits 1. LOG_LEVEL=debug adds the stack.
 */
export async function runCommand(name: string, main: (config: Config) => Promise<void>) {
  let config: Config | undefined;
  try {
    loadEnvFile();
    config = loadConfig();
    await main(config);
  } catch (err) {
    for (const line of explain(err, config)) process.stderr.write(`${name}: ${line}\n`);
    if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '') && err instanceof Error)
      process.stderr.write(`${err.stack}\n`);
    process.exit(1);
  }
}

/**
 * The configured database, which must already exist (a command must not create an empty one
 * by mistake), checked reachable; the caller closes it.
 */
export async function openExistingDatabase(config: Config): Promise<DbHandle> {
  if (dialectOf(config.databaseUrl) === 'sqlite') {
    const file = path.resolve(sqliteFileOf(config.databaseUrl));
    if (!fs.existsSync(file))
      throw new Error(`no database at ${file}: check DATABASE_URL or DATA_DIR (and .env)`);
  }
  const handle = openDatabase(config.databaseUrl, {
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    readers: config.sqliteReaders,
    poolMax: config.databasePoolMax,
  });
  await checkConnection(handle).catch(async (err: unknown) => {
    await handle.close();
    throw err;
  });
  return handle;
}
