import type { Db } from '../db/database';
import { reportVersion } from '../db/report-version';
import { AppError } from './errors';
import { visibleOffices } from './scope/offices';

/*
 * Answers kept per process, each under the version of the data it was worked out from
 * (db/report-version.ts) of the tables it reads: a request whose version, office scope, day and
 * key match gets the kept answer without working it out; any committed write to one of those
 * tables, in any process, changes the version, and the next request works it out afresh. The
 * version is read before the work runs, so a kept answer is never older than the version it is
 * kept under. Only answers are kept: a failed piece of work is tried again next time.
 *
 * The work is shared while it runs: a request that finds the same answer being worked out, begun
 * after the request came (so it reads every write the request could have seen), waits for it
 * rather than working it out again; one that finds it begun earlier waits for it to end and then
 * works it out once for everyone who came meanwhile. After a write, ten staff screens asking
 * the same report cost one or two workings out, not ten side by side.
 */
const MAX_KEPT = 256;
type Kept = Map<string, { version: number; answer: unknown }>;
type Running = Map<string, { born: number; answer: Promise<unknown> }>;
type Store = { answers: Kept; running: Running };
const kept = new WeakMap<Db, Store>();
/** Orders requests' arrivals and pieces of work's beginnings in this process. */
let clock = 0;

const keptIn = (db: Db) => {
  let k = kept.get(db);
  if (!k) kept.set(db, (k = { answers: new Map(), running: new Map() }));
  return k;
};

/** `tables`: what the work reads (db/report-version.ts); none named, every watched table. */
export async function keptAnswer<T>(
  db: Db,
  key: unknown,
  work: () => Promise<T>,
  tables?: readonly string[],
): Promise<T> {
  const arrived = ++clock;
  const day = new Date().toISOString().slice(0, 10);
  const at = JSON.stringify([key, visibleOffices(), day]);
  const store = keptIn(db);
  const { answers, running } = store;
  const version = await reportVersion(db, tables);
  for (;;) {
    const hit = answers.get(at);
    if (hit && hit.version >= version) return hit.answer as T;
    const now = running.get(at);
    if (!now) return begin(store, at, work, version);
    try {
      const answer = await now.answer;
      if (now.born > arrived) return answer as T;
    } catch (err) {
      // Its requester went away: this request's own client is still here, so work it out anew.
      const gone = err instanceof AppError && err.code === 'report_gone';
      if (now.born > arrived && !gone) throw err;
    }
  }
}

/** The work begun, its answer kept under `version`, read before it began. */
function begin<T>(
  { answers, running }: Store,
  at: string,
  work: () => Promise<T>,
  version: number,
) {
  const answer = (async () => {
    const found = await work();
    answers.delete(at);
    answers.set(at, { version, answer: found });
    // The oldest kept answer goes first (a Map keeps insertion order).
    if (answers.size > MAX_KEPT) answers.delete(answers.keys().next().value!);
    return found;
  })();
  running.set(at, { born: ++clock, answer });
  // One working-out of an answer runs at a time (begun only when none runs), so it is this one.
  const done = () => running.delete(at);
  answer.then(done, done);
  return answer;
}
