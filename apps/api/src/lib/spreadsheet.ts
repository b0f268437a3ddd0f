import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/*
 * Exports that open cleanly in a spreadsheet, streamed a batch at a time (issue 9).
 * XLSX: typed cells (text stays text, dates are dates shown dd-mm-yyyy), readable headers.
 * CSV: the same headers and values as text, dd-mm-yyyy dates, safe against formula injection.
 */

export type ColumnType = 'text' | 'phone' | 'date';
export type SheetColumn<T> = {
  header: string;
  width: number;
  type: ColumnType;
  value: (row: T) => string | null | undefined;
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** An instant's calendar day in `tz`: [year, month, day]. */
function dayIn(iso: string, tz: string): [number, number, number] {
  let f = dayFormats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(tz, f);
  }
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) =>
    Number(parts.find((p) => p.type === type)?.value);
  const parts = f.formatToParts(new Date(iso));
  return [part('year', parts), part('month', parts), part('day', parts)];
}

/** dd-mm-yyyy of an ISO instant (or a YYYY-MM-DD date) in `tz`. */
export function ddmmyyyy(iso: string, tz: string): string {
  const [y, m, d] = iso.length === 10 ? iso.split('-').map(Number) : dayIn(iso, tz);
  return `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`;
}

/** A day as a spreadsheet date (spreadsheets have no time zones: the day's own midnight). */
const sheetDate = (iso: string, tz: string) => {
  const [y, m, d] = iso.length === 10 ? iso.split('-').map(Number) : dayIn(iso, tz);
  return new Date(Date.UTC(y!, m! - 1, d));
};

/**
 * A phone number as spreadsheets keep it as text: grouped with spaces ("+91 98661 25640").
 * A bare "+919866125640" would be read as the number 919866125640 and a "+91-98661-25640" as
 * a sum; a value with spaces is text in Excel, LibreOffice and Sheets, with nothing added.
 */
export function spreadsheetPhone(display: string): string {
  const spaced = display.replace(/[-.]/g, ' ').replace(/\s+/g, ' ').trim();
  if (spaced.includes(' ') || spaced.includes('(')) return spaced;
  // Digits only: an international number is grouped by its country's plan (libphonenumber is
  // only asked here: it costs ~60 µs a number); a national one keeps its leading 0 apart.
  if (spaced.startsWith('+'))
    return parsePhoneNumberFromString(spaced)?.formatInternational() ?? spaced;
  return /^0\d{6,}$/.test(spaced) ? `0 ${spaced.slice(1)}` : spaced;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell, quoted; free text that a spreadsheet would run as a formula gets a leading '. */
export function csvCell(value: string | null | undefined, type: ColumnType = 'text'): string {
  let s = value ?? '';
  // Phone numbers are validated to digits, spaces, dashes, brackets and a leading + and are
  // written grouped with spaces, which no spreadsheet reads as a formula: no ' needed there.
  if (type === 'phone' && s !== '') s = spreadsheetPhone(s);
  else if (FORMULA_START.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

/** CSV (with a BOM so spreadsheets read UTF-8), one batch at a time, as a readable stream. */
export function csvStream<T>(columns: SheetColumn<T>[], batches: AsyncIterable<T[]>, tz: string) {
  const cell = (c: SheetColumn<T>, row: T) => {
    const v = c.value(row);
    return c.type === 'date' && v ? csvCell(ddmmyyyy(v, tz)) : csvCell(v, c.type);
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
    style: c.type === 'date' ? { numFmt: 'dd-mm-yyyy' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const value = (c: SheetColumn<T>, row: T) => {
    const v = c.value(row);
    return c.type === 'date' && v ? sheetDate(v, tz) : (v ?? null);
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
