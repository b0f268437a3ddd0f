import type { WriteFirst } from '../first-reads';
import type { Target } from '../lib';
import type { Captured } from './app-server';
import { childCpu } from './cpu';
import { origin, type Servers } from './processes';
import type { Workload } from './workload';

/** The signed-in user a workload asks as. */
export const authOf = (w: Pick<Workload, 'as'>, s: Servers) => s.auth[w.as ?? 'admin'];

/** The app's side of a workload: its URLs cycled, as its user. */
export const appTarget = (
  w: Pick<Workload, 'as' | 'urls' | 'writeFirst'>,
  s: Servers,
  connections: number,
  db?: () => number,
): Target => ({
  name: 'StudyDesk',
  url: (i) => w.urls[i % w.urls.length]!,
  headers: { authorization: authOf(w, s) },
  connections,
  ...(w.writeFirst && { writeFirst: w.writeFirst }),
  ...(db && { cpu: async () => (await childCpu(s.app.ask)) + db() }),
});

async function wrote(write: WriteFirst, at: string, authorization: string) {
  // The body first, then the path, as first-reads.ts asks them: a write may pick both at once.
  const body = JSON.stringify(write.body(0));
  const path = write.path(0);
  const res = await fetch(`${at}${path}`, {
    method: write.method ?? 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

const TRANSACTION = /^\s*(begin|commit|rollback)\b/i;

/** The SQL one request of a workload runs in the app, as its user (for plans and the ceiling). */
export async function recorded(w: Pick<Workload, 'as' | 'writeFirst'>, s: Servers, url: string) {
  // Its answer may be kept from an earlier workload's request: a write first, as each timed one has.
  if (w.writeFirst) await wrote(w.writeFirst, origin(s.appPort), authOf(w, s));
  const got = await s.app.ask({ type: 'capture', url, auth: authOf(w, s) });
  if (got.status !== 200) throw new Error(`${url}: ${String(got.status)}`);
  // A report's own transaction on PostgreSQL (begin … commit) is not a statement to explain,
  // and the ceiling runs statements on a pool, not in one transaction.
  const queries = (got.queries as Captured[]).filter((q) => !TRANSACTION.test(q.sql));
  // None recorded would give the ceiling nothing to do: a ratio of nothing.
  if (queries.length === 0) throw new Error(`${url}: no SQL recorded from the app`);
  return queries;
}
