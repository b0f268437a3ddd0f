import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CELL,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
} from '@studydesk/contract';
import { AppError, badRequest } from '../../lib/errors';

/** A row: its number as the spreadsheet shows it, and its cells. */
export type SheetRow = { n: number; cells: string[] };
/** A file as read: its header row and its data rows, every cell as text. */
export type Sheet = { headers: string[]; rows: SheetRow[] };

const MB = IMPORT_MAX_BYTES / 1024 / 1024;
const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message);

/** The answers to a file the import refuses; each says what to change. */
export const refuse = {
  tooBig: () => tooLarge(`The file is too large: the limit is ${MB} MB`),
  tooManyRows: () =>
    tooLarge(`The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows: split it`),
  tooManyColumns: () =>
    badRequest(`The file has more than ${IMPORT_MAX_COLUMNS} columns: remove those not needed`),
  longCell: (where: string) =>
    tooLarge(`${where} is over ${IMPORT_MAX_CELL.toLocaleString('en')} characters`),
  expands: () =>
    tooLarge('The spreadsheet expands to far more data than it seems to hold; nothing was read'),
  unreadable: (why: string) =>
    new AppError(415, 'unsupported_media_type', `The file could not be read: ${why}`),
  notSheet: () =>
    new AppError(
      415,
      'unsupported_media_type',
      'The file is not a CSV or XLSX spreadsheet: save it as CSV or as an Excel workbook (.xlsx)',
    ),
  legacyXls: () =>
    new AppError(
      415,
      'unsupported_media_type',
      'Old Excel files (.xls) are not supported: save it as an Excel workbook (.xlsx) or CSV',
    ),
  empty: () =>
    badRequest('The file has no header row: one of its first rows must name the columns'),
  noRows: () => badRequest('The file has a header row but no rows to import'),
  formula: (where: string) =>
    badRequest(
      `${where} holds a formula. Formulas are not imported: copy the sheet and paste it as values (Paste special → Values), then upload it again`,
    ),
};

/** Column letters as a spreadsheet shows them (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** "Row 5, column C (Email)": where a cell is, as the spreadsheet shows it. */
export const cellName = (row: number, col: number, header?: string) =>
  `Row ${row}, column ${columnLetter(col)}${header ? ` (${header})` : ''}`;

// The export puts a ' before text a spreadsheet would run as a formula (lib/spreadsheet): a
// failed-rows file read back gets its values as they were.
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

/** A cell as the import keeps it: trimmed, the export's formula guard taken off. */
export const cellText = (v: string) => v.replace(NEUTRALISED, '').trim();

/** Which of a file's first rows names its columns (by index among them); the first by default. */
export type HeaderPick = (firstRows: string[][]) => number;
/** How far down a header row is looked for (a title, a date and blank lines above it). */
export const HEADER_SEARCH_ROWS = 10;

/** A file's rows as read → its header (the row `pick` chooses) and the rows below it. */
export function headed(rows: SheetRow[], pick: HeaderPick = () => 0): Sheet {
  const first = rows.slice(0, HEADER_SEARCH_ROWS).map((r) => r.cells.map(cellText));
  const at = Math.min(Math.max(0, pick(first)), Math.max(0, rows.length - 1));
  const head = rows[at];
  if (!head) throw refuse.empty();
  return shaped(head.cells, rows.slice(at + 1));
}

/**
 * Checks a sheet's shape against the limits; trims cells and drops empty rows. A column with
 * data but no header (under a merged header, or past the last named column) is kept, named by
 * its letter, so the mapping shows it rather than the import dropping its values unseen.
 */
export function shaped(headers: string[], rows: SheetRow[]): Sheet {
  const trimmed = rows.map((r) => ({ n: r.n, cells: r.cells.map(cellText) }));
  let width = headers.length;
  while (width > 0 && cellText(headers[width - 1]!) === '') width--;
  for (const r of trimmed)
    for (let k = r.cells.length - 1; k >= width; k--)
      if (r.cells[k] !== '') {
        width = k + 1;
        break;
      }
  if (width === 0) throw refuse.empty();
  if (width > IMPORT_MAX_COLUMNS) throw refuse.tooManyColumns();
  const head = Array.from({ length: width }, (_, k) => {
    const text = cellText(headers[k] ?? '');
    return text === '' ? `Column ${columnLetter(k)}` : text;
  });
  const kept = trimmed
    .map((r) => ({ n: r.n, cells: head.map((_, k) => r.cells[k] ?? '') }))
    .filter((r) => r.cells.some((c) => c !== ''));
  if (kept.length > IMPORT_MAX_ROWS) throw refuse.tooManyRows();
  if (kept.length === 0) throw refuse.noRows();
  return { headers: head, rows: kept };
}
