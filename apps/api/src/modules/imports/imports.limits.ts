import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_CELL,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
} from '@studydesk/contract';
import { AppError, badRequest } from '../../lib/errors';

/** A data row: its number as the spreadsheet shows it (the header is row 1), and its cells. */
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
  empty: () => badRequest('The file has no header row: the first row must name the columns'),
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

/** Checks a sheet's shape against the limits; trims cells and drops empty rows. */
export function shaped(headers: string[], rows: SheetRow[]): Sheet {
  const head = headers.map(cellText);
  while (head.length > 0 && head[head.length - 1] === '') head.pop();
  if (head.length === 0) throw refuse.empty();
  if (head.length > IMPORT_MAX_COLUMNS) throw refuse.tooManyColumns();
  const kept = rows
    .map((r) => ({ n: r.n, cells: head.map((_, k) => cellText(r.cells[k] ?? '')) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  if (kept.length > IMPORT_MAX_ROWS) throw refuse.tooManyRows();
  if (kept.length === 0) throw refuse.noRows();
  return { headers: head, rows: kept };
}
