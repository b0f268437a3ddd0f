import { DEFAULT_STAGES } from '../../apps/api/src/db/migrations/020-applications';
import type { WriteFirst } from '../first-reads';

/*
 * A stage move through the API before each timed read of the forecast and the commission
 * summary: they read applications and their history, not fees, so a payment (the money
 * summary's write) no longer changes what they keep. 500 of the seed's shortlisted
 * applications (seed-applications.ts: student n's first application, `a` + 3n, is at the
 * first stage when (n × 7919 mod 10007) mod 100 < 22; students with ⌊n / 7⌋ mod 5 = 0 apply)
 * move to the second stage and back, turn by turn. One count for the whole bench process, so
 * every move changes its application's stage (a move to where it is changes nothing, and the
 * rounds would start again at the same ones).
 */
const [FIRST, SECOND] = [DEFAULT_STAGES[0][0], DEFAULT_STAGES[1][0]];
const SHORTLISTED: string[] = [];
for (let n = 0; SHORTLISTED.length < 500; n++)
  if (Math.floor(n / 7) % 5 === 0 && ((n * 7919) % 10007) % 100 < 22 && (3 * n) % 100 !== 42)
    SHORTLISTED.push(`a${String(3 * n).padStart(10, '0')}`);

// BENCH_MOVES_FROM: where a process starts in the turns, so a probe run again on a kept seeded
// file (first-read-probe.ts) moves applications the last run did not.
let moves = Number(process.env.BENCH_MOVES_FROM ?? 0);
let turn = 0;
export const STAGE_MOVE: WriteFirst = {
  method: 'PATCH',
  body: () => {
    turn = moves++;
    return { stage: Math.floor(turn / 500) % 2 === 0 ? SECOND : FIRST, note: 'bench' };
  },
  // Asked right after the body (first-reads.ts), for the same write.
  path: () => `/api/applications/${SHORTLISTED[turn % 500]}/stage`,
};
export const STAGE_MOVE_NOTE =
  "an application's stage move through the API (one of 500 shortlisted ones to the next stage and back)";
