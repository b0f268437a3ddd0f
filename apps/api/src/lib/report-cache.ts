import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { REPORT_READS } from '../db/report-version';
import { keptAnswer } from './kept-answer';
import { report } from './report';

/*
 * The money reports' answers kept until a write to a table each reads (kept-answer.ts,
 * REPORT_READS: a fee paid leaves the forecast's and the commission summary's answers kept). Only a
 * report worked out to its end is kept: a stopped or failed one is asked again next time.
 */
export function cachedReport<T>(
  db: Db,
  reply: FastifyReply,
  name: string,
  args: unknown,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  return keptAnswer(db, [name, args], () => report(db, reply, work), REPORT_READS[name]);
}
