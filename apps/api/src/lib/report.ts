import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { ReportStopped } from '../db/report-gate';
import { reportsOf } from '../db/reports';
import { AppError } from './errors';

const MESSAGES = {
  timeout:
    'This report took too long and was stopped. Narrow its dates or filters, or try again later.',
  busy: 'Other reports are being worked out. Try again in a moment.',
  gone: 'The report was stopped: the request was cancelled.',
} as const;

/**
 * A report answered within the limits of reports.ts (REPORT_TIMEOUT_MS, REPORT_CONCURRENCY,
 * REPORT_QUEUE), stopped as soon as the client goes away. A report stopped by a limit answers
 * 503 with Retry-After: the request was fine, the server declined to spend more on it now.
 */
export async function report<T>(db: Db, reply: FastifyReply, work: (db: Db) => Promise<T>) {
  const { run, limits } = reportsOf(db);
  const client = new AbortController();
  // The response closing before it was written: the client has gone.
  const left = () => {
    if (!reply.raw.writableFinished) client.abort();
  };
  reply.raw.once('close', left);
  try {
    return await run(client.signal, work);
  } catch (err) {
    if (!(err instanceof ReportStopped)) throw err;
    const stopped = new AppError(503, `report_${err.reason}`, MESSAGES[err.reason]);
    stopped.retryAfter = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
    throw stopped;
  } finally {
    reply.raw.off('close', left);
  }
}
