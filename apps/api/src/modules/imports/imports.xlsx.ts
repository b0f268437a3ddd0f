import { Readable } from 'node:stream';
import ExcelJS, { type CellValue } from 'exceljs';
import { IMPORT_MAX_CELL, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@studydesk/contract';
import {
  cellName,
  headed,
  refuse,
  type HeaderPick,
  type Sheet,
  type SheetRow,
} from './imports.limits';
import { checkZip } from './imports.zip';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell: the day (YYYY-MM-DD), or the moment when it has a time of day. */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return d.getUTCHours() + d.getUTCMinutes() + d.getUTCSeconds() === 0 ? day : d.toISOString();
}

type Where = () => string;

/**
 * A cell's value as text. Formulas are refused, never evaluated nor taken at their cached value:
 * what a formula shows depends on what it refers to, which the import does not read.
 */
function cellValue(v: CellValue, where: Where): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return dateText(v);
  if (typeof v !== 'object') return String(v);
  if ('formula' in v || 'sharedFormula' in v) throw refuse.formula(where());
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('text' in v) return typeof v.text === 'string' ? v.text : cellValue(v.text, where);
  return ''; // an error value (#N/A …) is no value
}

/** The first worksheet's rows, by their numbers, header first. */
async function readRows(buf: Buffer): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  const rows: SheetRow[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as CellValue[]).slice(1);
      if (values.length > IMPORT_MAX_COLUMNS) throw refuse.tooManyColumns();
      // Named with their column's header once the header row is read.
      const where = (k: number) => cellName(row.number, k, rows[0]?.cells[k]);
      const cells = Array.from(values, (v, k) => {
        const text = cellValue(v ?? null, () => where(k));
        if (text.length > IMPORT_MAX_CELL) throw refuse.longCell(where(k));
        return text;
      });
      rows.push({ n: row.number, cells });
      if (rows.length > IMPORT_MAX_ROWS + 1) throw refuse.tooManyRows();
    }
    break; // the first sheet only
  }
  return rows;
}

/** An XLSX workbook's first sheet; the zip is checked for bombs before it is parsed. */
export async function readXlsx(buf: Buffer, pick?: HeaderPick): Promise<Sheet> {
  await checkZip(buf);
  let rows: SheetRow[];
  try {
    rows = await readRows(buf);
  } catch (e) {
    if (e instanceof Error && 'statusCode' in e) throw e;
    throw refuse.unreadable('the workbook is damaged or not an Excel workbook');
  }
  // Numbered as the sheet shows them; a header below row 1 moves nothing.
  return headed(rows, pick);
}
