import { csvCell } from '../../lib/spreadsheet';
import type { Db } from '../../db/database';
import { rowsOf, type Loaded } from './imports.store';

/**
 * The failed rows as CSV: the file's own columns as uploaded and an `Error` column, so the file
 * can be fixed and imported again (the Error column maps to nothing). Cells a spreadsheet would
 * run as formulas are quoted as the export quotes them; the import takes that quote off again.
 */
export async function* failedCsv(db: Db, imp: Loaded): AsyncGenerator<string> {
  const failures = await db
    .selectFrom('import_failures')
    .select(['row', 'error'])
    .where('importId', '=', imp.id)
    .orderBy('row')
    .execute();
  const errorOf = new Map(failures.map((f) => [f.row, f.error]));
  const line = (cells: string[]) => `${cells.map((c) => csvCell(c)).join(',')}\r\n`;
  yield `\uFEFF${line([...imp.columns.map((c) => c.header), 'Error'])}`;
  for (let k = 0; k < imp.chunkCount; k++) {
    const rows = (await rowsOf(db, imp.id, k)).filter((r) => errorOf.has(r.n));
    if (rows.length > 0) yield rows.map((r) => line([...r.cells, errorOf.get(r.n)!])).join('');
  }
}
