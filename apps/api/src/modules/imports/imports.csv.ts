import chardet from 'chardet';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { IMPORT_MAX_CELL, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@studydesk/contract';
import { cellName, headed, refuse, type HeaderPick, type Sheet } from './imports.limits';

const DELIMITERS = [',', ';', '\t', '|'] as const;
const SAMPLE = 256 * 1024;
// C0 controls other than tab, line feed, carriage return (and form feed, seen in old exports).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const JUNK = /[\u0000-\u0008\u000b\u000e-\u001f]/g;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a CSV in any common encoding: a BOM first, then valid UTF-8, else chardet's guess. */
export function decode(buf: Buffer): string {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString();
  if (buf[0] === 0xff && buf[1] === 0xfe) return iconv.decode(buf.subarray(2), 'utf-16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return iconv.decode(buf.subarray(2), 'utf-16be');
  // UTF-16 without a BOM is valid UTF-8 full of NULs: only text without them is tried as UTF-8.
  if (!buf.includes(0))
    try {
      return strictUtf8.decode(buf);
    } catch {
      // Not UTF-8: chardet names it; Latin-1 is read as Windows-1252, its superset in practice.
    }
  const encoding = guessEncoding(buf.subarray(0, SAMPLE));
  return iconv.decode(buf, encoding);
}

const CJK = ['shift_jis', 'gb18030', 'big5', 'euc-kr', 'euc-jp'];
/** Enough text for chardet's character statistics: a short sample is judged repeated. */
const STATS_BYTES = 4096;
// Windows-1252's punctuation and symbols: a CJK file read byte by byte is full of them.
const MOJIBAKE =
  /[\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u2122]/g;

const lossless = (buf: Buffer, encoding: string) => {
  const text = iconv.decode(buf, encoding);
  return !text.includes('\ufffd') && iconv.encode(text, encoding).equals(buf);
};

/**
 * chardet's guess, with two corrections for the short files agencies export: a sample too short
 * for its statistics is judged repeated, and a single-byte guess whose reading is mostly symbols
 * (what Shift_JIS or GB18030 read as Windows-1252 looks like) gives way to the first CJK
 * encoding chardet names that reads the bytes losslessly.
 */
function guessEncoding(sample: Buffer): string {
  const whole = sample.subarray(0, sample.lastIndexOf(0x0a) + 1);
  const judged =
    whole.length > 0 && whole.length < STATS_BYTES
      ? Buffer.concat(Array<Buffer>(Math.ceil(STATS_BYTES / whole.length)).fill(whole))
      : sample;
  const names = chardet
    .analyse(judged)
    .map((m) => m.name.toLowerCase())
    .filter((n) => iconv.encodingExists(n));
  const top = names[0] ?? 'windows-1252';
  if (CJK.includes(top)) return top;
  const single = top === 'iso-8859-1' || top === 'utf-8' ? 'windows-1252' : top;
  const high = whole.filter((b) => b >= 0x80).length;
  const symbols = iconv.decode(whole, single).match(MOJIBAKE)?.length ?? 0;
  if (high === 0 || symbols * 4 < high) return single;
  return [...names, ...CJK].find((n) => CJK.includes(n) && lossless(whole, n)) ?? single;
}

/** Counts a character in a line outside double quotes. */
function countOutsideQuotes(line: string, ch: string): number {
  let n = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === ch && !quoted) n++;
  }
  return n;
}

/** The delimiter the header line uses most: comma, semicolon, tab or pipe. */
export function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((d) => countOutsideQuotes(header, d));
  const best = Math.max(...counts);
  return best === 0 ? ',' : DELIMITERS[counts.indexOf(best)]!;
}

type CsvError = Error & { code?: string; lines?: number };

function parseText(text: string, delimiter: string): string[][] {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      // A record longer than every cell at its limit is refused before it is held.
      max_record_size: IMPORT_MAX_CELL * IMPORT_MAX_COLUMNS,
      // The header, the limit, and one more to tell "too many" from "just right".
      to: IMPORT_MAX_ROWS + 2,
    });
  } catch (e) {
    const err = e as CsvError;
    if (err.code === 'CSV_MAX_RECORD_SIZE') throw refuse.longCell(`A row near line ${err.lines}`);
    throw refuse.unreadable(
      `line ${err.lines ?? '?'}: ${err.message.replace(/^Invalid \w+: /, '')}`,
    );
  }
}

/** A CSV file as a sheet; binary content is refused (415) and limits are enforced. */
export function readCsv(buf: Buffer, pick?: HeaderPick): Sheet {
  const text = decode(buf);
  const junk = text.slice(0, SAMPLE).match(JUNK)?.length ?? 0;
  if (junk > 0 || text.includes('\u0000')) throw refuse.notSheet();
  const records = parseText(text, delimiterOf(text));
  const names = records[0] ?? [];
  const rows = records.map((cells, k) => ({ n: k + 1, cells }));
  if (names.length > IMPORT_MAX_COLUMNS) throw refuse.tooManyColumns();
  for (const r of rows)
    r.cells.forEach((c, k) => {
      if (c.length > IMPORT_MAX_CELL) throw refuse.longCell(cellName(r.n, k, names[k]));
    });
  return headed(rows, pick);
}
