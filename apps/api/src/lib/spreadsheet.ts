import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ddmmyyyy, ddmmyyyyTime, sheetDate } from './spreadsheet-dates';

/*
 * Exports that open cleanly in a spreadsheet, streamed a batch at a time.
 * XLSX: typed cells (text stays text, dates are dates shown dd-mm-yyyy), readable headers.
 * CSV: the same headers and values as text, dd-mm-yyyy dates, safe against formula injection.
 * Phone numbers are written exactly as typed in both.
 */

/**
 * `date`: the day; `datetime`: the day and the time (hh:mm), both in the reader's zone;
 * `number`: a count (a number cell in XLSX).
 */
export type ColumnType = 'text' | 'phone' | 'date' | 'datetime' | 'number';
export type SheetColumn<T> = {
  header: string;
  width: number;
  type: ColumnType;
  value: (row: T) => string | null | undefined;
};

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number with a space ("+91 98661 25640") is text in Excel, LibreOffice and Sheets
 * (DECISIONS.md, "Export formula safety"); without one, a leading + is still calculated
 * ("+919866125640" a number, "+91-98661-25640" a sum) and gets the ' like any text.
 */
const SPACED_PHONE = /^\+[\d()\- ]* [\d()\- ]*$/;
/**
 * A negative amount (a credit note's) in a number column: a plain decimal calculates to itself
 * and an accounting package must read it as a number, not as text behind a '.
 */
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;
const safe = (s: string, type: ColumnType) =>
  (type === 'phone' && SPACED_PHONE.test(s)) || (type === 'number' && PLAIN_NUMBER.test(s));

/**
 * One CSV cell, quoted; text that a spreadsheet would run as a formula gets a leading '.
 * Phone numbers are kept exactly as typed, with the ' only where they would be
 * calculated; negative amounts stay numbers.
 */
export function csvCell(value: string | null | undefined, type: ColumnType = 'text'): string {
  let s = value ?? '';
  if (FORMULA_START.test(s) && !safe(s, type)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

/** CSV (with a BOM so spreadsheets read UTF-8), one batch at a time, as a readable stream. */
export function csvStream<T>(columns: SheetColumn<T>[], batches: AsyncIterable<T[]>, tz: string) {
  const cell = (c: SheetColumn<T>, row: T) => {
    const v = c.value(row);
    if (v && c.type === 'date') return csvCell(ddmmyyyy(v, tz));
    return v && c.type === 'datetime' ? csvCell(ddmmyyyyTime(v, tz)) : csvCell(v, c.type);
  };
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
    for await (const batch of batches)
      yield batch.map((row) => `${columns.map((c) => cell(c, row)).join(',')}\r\n`).join('');
  }
  return Readable.from(lines());
}

/**
 * Waits until the zip's compressor has taken the rows written so far. exceljs hands each sheet's
 * XML to the zip without waiting (no backpressure), so a fast database would otherwise pile the
 * whole uncompressed sheet up in memory. The sheet's stream, its `pipes` and their (older
 * readable-stream) `_writableState` are internals: if they change, this waits for nothing and
 * the export still works, only with more memory.
 */
type Internal = { _writableState?: { needDrain?: boolean } } & Writable;
async function compressed(sheet: ExcelJS.Worksheet) {
  const internals = sheet as unknown as { stream?: { pipes?: Internal[] } };
  for (const pipe of internals.stream?.pipes ?? [])
    if (pipe._writableState?.needDrain) await once(pipe, 'drain');
}

const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = {
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm',
};

/** XLSX through exceljs' streaming writer: rows are committed as they come, never all held. */
export function xlsxStream<T>(
  columns: SheetColumn<T>[],
  batches: AsyncIterable<T[]>,
  tz: string,
  sheetName: string,
) {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    zip: { zlib: { level: 1 } },
  });
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    style: NUMBER_FORMATS[c.type] ? { numFmt: NUMBER_FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const value = (c: SheetColumn<T>, row: T) => {
    const v = c.value(row);
    const dated = c.type === 'date' || c.type === 'datetime';
    if (c.type === 'number' && v) return Number(v);
    return dated && v ? sheetDate(v, tz, c.type === 'datetime') : (v ?? null);
  };
  void (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((c) => value(c, row))).commit();
      await compressed(sheet);
      // Wait for a slow reader rather than buffering the whole file.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await book.commit();
  })().catch((err: Error) => out.destroy(err));
  return out;
}
