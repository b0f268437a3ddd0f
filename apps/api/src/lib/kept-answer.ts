import type { Db } from '../db/database';
import { reportVersion } from '../db/report-version';
import { visibleOffices } from './scope/offices';

/*
 * Answers kept per process, each under the version of the data it was worked out from
 * (db/report-version.ts) of the tables it reads: a request whose version, office scope, day and key match gets the
 * kept answer without working it out; any committed write to one of those tables, in any
 * process, changes the version, and the next request works it out afresh. The version is read
 * before the work runs, so a kept answer is never older than the version it is kept under. Only
 * answers are kept: a failed piece of work is tried again next time.
 */
const MAX_KEPT = 256;
type Kept = Map<string, { version: number; answer: unknown }>;
const kept = new WeakMap<Db, Kept>();

/** `tables`: what the work reads (db/report-version.ts); none named, every watched table. */
export async function keptAnswer<T>(
  db: Db,
  key: unknown,
  work: () => Promise<T>,
  tables?: readonly string[],
): Promise<T> {
  const day = new Date().toISOString().slice(0, 10);
  const at = JSON.stringify([key, visibleOffices(), day]);
  const version = await reportVersion(db, tables);
  let answers = kept.get(db);
  if (!answers) kept.set(db, (answers = new Map() as Kept));
  const hit = answers.get(at);
  if (hit?.version === version) return hit.answer as T;
  const answer = await work();
  answers.delete(at);
  answers.set(at, { version, answer });
  // The oldest kept answer goes first (a Map keeps insertion order).
  if (answers.size > MAX_KEPT) answers.delete(answers.keys().next().value!);
  return answer;
}
