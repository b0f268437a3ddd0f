import type { DbHandle } from '../../apps/api/src/db/database';
import { sideBySide } from '../lib';
import { databaseCpu } from './cpu';
import { explain } from './plans';
import { origin, type Servers } from './processes';
import type { Pair, Stamp } from './results';
import { appTarget, recorded } from './targets';
import type { Workload } from './workload';

/**
 * One office workload: the manager's plan, then at each connection count the manager's requests
 * and the admin's same URLs in alternating rounds on the one app, with CPU per request.
 */
export async function measurePair(
  w: Workload,
  s: Servers,
  handle: DbHandle,
  stamp: Stamp,
  { rounds, seconds }: { rounds: number; seconds: number },
) {
  const plan = await explain(handle, w.title, w.urls[0]!, await recorded(w, s, w.urls[0]!));
  const db = await databaseCpu(handle);
  const app = origin(s.appPort);
  const entries: Pair[] = [];
  for (const { connections } of w.loads) {
    const [scoped, unscoped] = await sideBySide(
      [app, app],
      [appTarget(w, s, connections, db), appTarget({ urls: w.urls }, s, connections, db)],
      rounds,
      seconds,
    );
    entries.push({ ...stamp, workload: w.id, connections, scoped: scoped!, unscoped: unscoped! });
    process.stdout.write(
      `  ${w.title} @${connections}: manager p50 ${scoped!.p50} p99 ${scoped!.p99} ms ${Math.round(scoped!.rps)} req/s ${scoped!.cpu?.toFixed(2)} CPU ms/req; admin p50 ${unscoped!.p50} p99 ${unscoped!.p99} ms ${Math.round(unscoped!.rps)} req/s ${unscoped!.cpu?.toFixed(2)} CPU ms/req\n`,
    );
  }
  return { entries, plan };
}
