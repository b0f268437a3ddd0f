import { enquiryBody } from '../enquiry-body';
import { medians, once, type Sample, type Target } from '../lib';
import { paced, together, type Burst } from './paced';
import { size, type Mixed } from './results';

/** The target: the search's p99 during the POSTs at most twice its p99 alone. */
const FACTOR = 2;

/**
 * The mixed round: the name search (`search`, its 10 connections) alone, then as
 * long again while public form submissions (`POST /api/enquiries`, no session, the POST bench's
 * body) arrive at `rate` a second, paced, on the same app; alternating, `rounds` times; medians.
 * Every POST must be answered 2xx: anything else fails the run (a bench measures, it does not
 * hit the per-IP limit: app-server.ts raises it).
 */
export async function mixedRound(
  origin: string,
  search: Target,
  o: { rate: number; rounds: number; seconds: number },
) {
  const [alone, during] = [[] as Sample[], [] as Sample[]];
  const bursts: Promise<Burst>[] = [];
  for (let r = 0; r < o.rounds; r++) {
    alone.push(await once(origin, search, o.seconds));
    const posts = paced(origin, '/api/enquiries', enquiryBody, o.rate);
    during.push(await once(origin, search, o.seconds).finally(() => bursts.push(posts.stop())));
  }
  const posts = together(await Promise.all(bursts));
  if (posts.ok !== posts.sent)
    throw new Error(
      `mixed round: ${posts.sent - posts.ok} of ${posts.sent} POSTs not answered 2xx: ${JSON.stringify(posts.failed)}`,
    );
  return { alone: medians(alone), during: medians(during), posts };
}

const verdict = (m: Mixed) =>
  m.during.p99 <= FACTOR * m.alone.p99
    ? `met (${m.during.p99} ≤ ${FACTOR} × ${m.alone.p99})`
    : `**missed** by ${m.during.p99 - FACTOR * m.alone.p99} ms (${m.during.p99} > ${FACTOR} × ${m.alone.p99})`;

/** The mixed round's section of docs/PERFORMANCE.md: its note and one row per database and size. */
export const mixedSection = (results: Mixed[]) =>
  results.length === 0
    ? []
    : [
        '',
        '### mixed: name search while public POSTs arrive',
        '',
        `The name search's URLs (as above) at ${results[0]!.connections} connections, alone and then for as long again while public form submissions (\`POST /api/enquiries\` without a session, the POST bench's body: a new person each) arrive at a steady rate on the same app, each at its own moment (not in bursts) and without waiting for earlier answers; the two alternate, BENCH_ROUNDS times, medians (BENCH_MIXED=0 skips this round, BENCH_MIXED_RATE sets the rate, default 200/s). App only: the bare ceiling takes no POSTs. POST latency is counted from when each was due. Target: the search's p99 during the POSTs ≤ ${FACTOR}× its p99 alone, with every POST answered 2xx.`,
        '',
        '| DB | rows | conn. | search alone req/s | p50 ms | p99 ms | during POSTs req/s | p50 ms | p99 ms | POSTs 2xx / sent | POSTs/s asked / achieved | POST p50 / p99 ms | target | run (load) |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
        ...results.map(
          (m) =>
            `| ${m.db} | ${size(m.rows)} | ${m.connections} | ${Math.round(m.alone.rps)} | ${m.alone.p50} | ${m.alone.p99} | ${Math.round(m.during.rps)} | ${m.during.p50} | ${m.during.p99} | ${m.posts.ok} / ${m.posts.sent} | ${m.posts.rate} / ${m.posts.achieved.toFixed(1)} | ${m.posts.p50} / ${m.posts.p99} | ${verdict(m)} | ${m.date} (${m.load.toFixed(1)}) |`,
        ),
      ];
