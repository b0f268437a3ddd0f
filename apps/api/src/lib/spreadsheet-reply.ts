import type { FastifyReply } from 'fastify';
import { EXPORT_TOTAL_HEADER } from '@studydesk/contract';
import { csvStream, xlsxStream, type SheetColumn } from './spreadsheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What an export route's schema says it produces. */
export const SHEET_TYPES = ['text/csv', XLSX_TYPE];

type Sheet<T> = {
  format: 'csv' | 'xlsx';
  tz: string;
  /** The file's name before its date: `enquiries` → enquiries-2026-03-01.csv. */
  name: string;
  /** The XLSX sheet's name. */
  title: string;
  columns: SheetColumn<T>[];
  rows: AsyncIterable<T[]>;
  /** How many rows are coming (`X-Total-Count`, for the web's progress bar). */
  total: number;
};

/**
 * An export as the reply: streamed (no Content-Length, chunked) a batch at a time, as an
 * attachment named for its list and the day.
 */
export function sendSheet<T>(reply: FastifyReply, s: Sheet<T>) {
  const stamp = new Date().toISOString().slice(0, 10);
  const xlsx = s.format === 'xlsx';
  return reply
    .header('content-type', xlsx ? XLSX_TYPE : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${s.name}-${stamp}.${s.format}"`)
    .header(EXPORT_TOTAL_HEADER, String(s.total))
    .send(xlsx ? xlsxStream(s.columns, s.rows, s.tz, s.title) : csvStream(s.columns, s.rows, s.tz));
}
