import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { REPORT_READS, reportVersion } from '../db/report-version';
import { report } from './report';
import { visibleOffices } from './scope/offices';

/*
 * The money reports' answers kept per process, each under the version of the data it was worked
 * out from (db/report-version.ts): a request whose version, scope, day and arguments match gets
 * the kept answer without running the report; any committed write to a table that report reads
 * (REPORT_READS), in any process, changes its version, and the next request works it out afresh. The version is
 * read before the report runs, so a kept answer is never older than the version it is kept
 * under. Only answers are kept: a stopped or failed report is asked again next time.
 */
const MAX_KEPT = 256;
type Kept = Map<string, { version: number; answer: unknown }>;
const kept = new WeakMap<Db, Kept>();

export async function cachedReport<T>(
  db: Db,
  reply: FastifyReply,
  name: string,
  args: unknown,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const day = new Date().toISOString().slice(0, 10);
  const key = JSON.stringify([name, visibleOffices(), day, args]);
  const version = await reportVersion(db, REPORT_READS[name]);
  let answers = kept.get(db);
  if (!answers) kept.set(db, (answers = new Map() as Kept));
  const hit = answers.get(key);
  if (hit?.version === version) return hit.answer as T;
  const answer = await report(db, reply, work);
  answers.delete(key);
  answers.set(key, { version, answer });
  // The oldest kept answer goes first (a Map keeps insertion order).
  if (answers.size > MAX_KEPT) answers.delete(answers.keys().next().value!);
  return answer;
}
