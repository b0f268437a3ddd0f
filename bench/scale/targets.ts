import type { Target } from '../lib';
import type { Captured } from './app-server';
import { childCpu } from './cpu';
import type { Servers } from './processes';
import type { Workload } from './workload';

/** The signed-in user a workload asks as. */
export const authOf = (w: Pick<Workload, 'as'>, s: Servers) => s.auth[w.as ?? 'admin'];

/** The app's side of a workload: its URLs cycled, as its user. */
export const appTarget = (
  w: Pick<Workload, 'as' | 'urls'>,
  s: Servers,
  connections: number,
  db?: () => number,
): Target => ({
  name: 'StudyDesk',
  url: (i) => w.urls[i % w.urls.length]!,
  headers: { authorization: authOf(w, s) },
  connections,
  ...(db && { cpu: async () => (await childCpu(s.app.ask)) + db() }),
});

const TRANSACTION = /^\s*(begin|commit|rollback)\b/i;

/** The SQL one request of a workload runs in the app, as its user (for plans and the ceiling). */
export async function recorded(w: Pick<Workload, 'as'>, s: Servers, url: string) {
  const got = await s.app.ask({ type: 'capture', url, auth: authOf(w, s) });
  if (got.status !== 200) throw new Error(`${url}: ${String(got.status)}`);
  // A report's own transaction on PostgreSQL (begin … commit) is not a statement to explain,
  // and the ceiling runs statements on a pool, not in one transaction.
  const queries = (got.queries as Captured[]).filter((q) => !TRANSACTION.test(q.sql));
  // None recorded would give the ceiling nothing to do: a ratio of nothing.
  if (queries.length === 0) throw new Error(`${url}: no SQL recorded from the app`);
  return queries;
}
