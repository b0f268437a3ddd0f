import { readCsv } from './imports.csv';
import { refuse, type HeaderPick, type Sheet } from './imports.limits';
import { readXlsx } from './imports.xlsx';

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** Files that are clearly something else: PDF, PNG, JPEG, GIF, gzip. */
const OTHER = ['%PDF', '\u0089PNG', '\u00ff\u00d8\u00ff', 'GIF8', '\u001f\u008b'].map((m) =>
  Buffer.from(m, 'latin1'),
);

/**
 * An uploaded file as a sheet, by its content (never its name): XLSX if a zip, else CSV; its
 * header the row `pick` chooses among the first (the first when not given).
 */
export async function readSheet(buf: Buffer, pick?: HeaderPick): Promise<Sheet> {
  const starts = (m: Buffer) => buf.subarray(0, m.length).equals(m);
  if (starts(ZIP)) return readXlsx(buf, pick);
  if (starts(OLE)) throw refuse.legacyXls();
  if (OTHER.some(starts)) throw refuse.notSheet();
  return readCsv(buf, pick);
}
