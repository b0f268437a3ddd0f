import type { DbHandle } from '../../apps/api/src/db/database';
import { medians, once, sideBySide, type Sample, type Target } from '../lib';
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
    const [scoped, unscoped] = await alternating(
      app,
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

/**
 * The two users' rounds after one unmeasured round of each, the first user alternating round
 * by round. Always first, the manager's first round paid the workload's warm-up (statements new
 * to each reader, code and pages not used yet), and the user first in a pair was the slower in
 * three of four pairs at 1M (docs/DECISIONS.md, "Offices at scale: the bench's recording…").
 */
async function alternating(app: string, targets: Target[], rounds: number, seconds: number) {
  for (const t of targets) await once(app, t, Math.min(2, seconds));
  const samples: Sample[][] = targets.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    const got = await sideBySide(
      order.map(() => app),
      order.map((k) => targets[k]!),
      1,
      seconds,
    );
    order.forEach((k, i) => samples[k]!.push(got[i]!));
  }
  return samples.map(medians);
}
