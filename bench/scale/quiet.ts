import { sql } from 'kysely';
import type { DbHandle } from '../../apps/api/src/db/database';

const POLL_MS = 300;
/** Polls in a row with nothing running before the database counts as quiet. */
const CALM = 3;
const GIVE_UP_MS = 120_000;

/**
 * Ends the statements the app still runs on PostgreSQL for requests whose clients have gone.
 * A round ends with requests in flight, and the app answers them anyway: after the header
 * search's rounds at 1M its left-overs (each statement many seconds) ran on into the next
 * workload, delaying its recorded request and adding their CPU to its rounds. Between workloads
 * nothing of the bench is running, so every active statement on the database is such a
 * left-over; cancelling one fails its request, and the app starts the next queued one, so this
 * repeats until nothing has run for a few polls. SQLite's left-overs are short and cannot be
 * interrupted; the app's own recording keeps them out of a workload's SQL (app-server.ts).
 * Returns how many statements were cancelled.
 */
export async function quieten(handle: DbHandle): Promise<number> {
  if (handle.dialect !== 'postgres') return 0;
  let cancelled = 0;
  const start = Date.now();
  for (let calm = 0; calm < CALM && Date.now() - start < GIVE_UP_MS;) {
    const { rows } = await sql<{ n: number }>`
      select count(pg_cancel_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and backend_type = 'client backend' and state = 'active'`.execute(handle.db);
    const n = rows[0]?.n ?? 0;
    cancelled += n;
    calm = n === 0 ? calm + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return cancelled;
}
