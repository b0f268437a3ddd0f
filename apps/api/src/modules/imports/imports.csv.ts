import chardet from 'chardet';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { IMPORT_MAX_CELL, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@studydesk/contract';
import { cellName, refuse, shaped, type Sheet } from './imports.limits';

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
  const guess = (chardet.detect(buf.subarray(0, SAMPLE)) ?? 'windows-1252').toLowerCase();
  const encoding =
    guess === 'iso-8859-1' || guess === 'utf-8' || !iconv.encodingExists(guess)
      ? 'windows-1252'
      : guess;
  return iconv.decode(buf, encoding);
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
export function readCsv(buf: Buffer): Sheet {
  const text = decode(buf);
  const junk = text.slice(0, SAMPLE).match(JUNK)?.length ?? 0;
  if (junk > 0 || text.includes('\u0000')) throw refuse.notSheet();
  const records = parseText(text, delimiterOf(text));
  const [headers = [], ...rest] = records;
  if (headers.length > IMPORT_MAX_COLUMNS) throw refuse.tooManyColumns();
  const rows = rest.map((cells, k) => ({ n: k + 2, cells }));
  for (const r of rows)
    r.cells.forEach((c, k) => {
      if (c.length > IMPORT_MAX_CELL) throw refuse.longCell(cellName(r.n, k, headers[k]));
    });
  return shaped(headers, rows);
}
