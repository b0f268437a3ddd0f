import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { DbHandle } from '../../apps/api/src/db/database';

/*
 * CPU time spent serving, beside latency: on a shared machine under load, milliseconds of CPU
 * per request are steadier than requests per second. A server's CPU is its own process's (every
 * thread: SQLite's readers too) plus, on PostgreSQL, the database server's processes, read
 * from /proc. The side-by-side rounds load one server at a time, so the database's CPU in a
 * round is the loaded server's.
 */
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICK_MS = 10;

/** CPU ms a process and its children (a PostgreSQL server's backends) have used, from /proc. */
function treeCpu(root: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // The fields after the command's closing parenthesis: state, ppid, … utime (12th), stime.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(entry) === root || Number(f[1]) === root) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks * TICK_MS;
}

/** The database's CPU ms so far: PostgreSQL's server processes; SQLite's is in the app's. */
export async function databaseCpu(handle: DbHandle): Promise<() => number> {
  if (handle.dialect !== 'postgres') return () => 0;
  const { rows } = await sql<{
    data_directory: string;
  }>`select current_setting('data_directory') as data_directory`.execute(handle.db);
  const pidFile = path.join(rows[0]!.data_directory, 'postmaster.pid');
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  return () => treeCpu(postmaster);
}

/** A child server's own CPU ms so far (it answers `cpu` with process.cpuUsage()). */
export const childCpu = async (
  ask: (m: Record<string, unknown>) => Promise<Record<string, unknown>>,
) => {
  const { cpu } = await ask({ type: 'cpu' });
  return Number(cpu);
};
