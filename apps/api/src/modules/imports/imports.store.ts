import {
  IMPORT_UNDO_DAYS,
  type DuplicateChoice,
  type Import,
  type ImportColumn,
  type ImportProgress,
  type ImportResource,
  type ImportState,
} from '@studydesk/contract';
import { SqliteAdapter } from 'kysely';
import type { Db } from '../../db/database';
import type { ImportRow } from '../../db/schema';
import { newId, now } from '../../lib/ids';
import type { Summary } from './imports.check';
import { fieldList } from './imports.fields';
import type { Sheet, SheetRow } from './imports.limits';
import { mappingOut, type Mapping } from './imports.mapping';

/**
 * Rows per stored chunk, and per batch of the run (one transaction each). SQLite answers
 * synchronously, so a batch holds every other request of the process until it commits: small
 * batches let them in between (a 1,000-row batch held a list for 1.6 s); PostgreSQL writes
 * while the process serves others, and fewer, larger transactions are faster there.
 */
export const chunkSize = (db: Db) =>
  db.getExecutor().adapter instanceof SqliteAdapter ? SQLITE_CHUNK : 1000;
const SQLITE_CHUNK = 100;
const DAY_MS = 86_400_000;

export type Choices = Record<string, DuplicateChoice>;
/** How a file's rows become values: columns to fields, defaults, and values to options. */
export type Settings = {
  map: Mapping;
  defaults: Record<string, string>;
  values: Record<string, Record<string, string>>;
};
/** An import as the code uses it: its row with the JSON columns read. */
export type Loaded = ImportRow &
  Settings & {
    columns: ImportColumn[];
    choiceOf: Choices;
    check: Summary;
  };

/** The `mapping` column: the settings, or (imports checked before defaults) the bare mapping. */
const settingsOf = (json: string): Settings => {
  const kept = JSON.parse(json) as Mapping | Settings;
  return Array.isArray(kept) ? { map: kept, defaults: {}, values: {} } : kept;
};
export const settingsJson = ({ map, defaults, values }: Settings) =>
  JSON.stringify({ map, defaults, values });

export const load = (row: ImportRow): Loaded => ({
  ...row,
  ...settingsOf(row.mapping),
  columns: JSON.parse(row.headers) as ImportColumn[],
  choiceOf: JSON.parse(row.choices) as Choices,
  check: JSON.parse(row.summary) as Summary,
});

export async function find(db: Db, id: string): Promise<Loaded | undefined> {
  const row = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? load(row) : undefined;
}

/** Each column's header and first value, as the check shows them. */
export const columnsOf = (sheet: Sheet): ImportColumn[] =>
  sheet.headers.map((header, index) => ({
    index,
    header,
    sample: sheet.rows.find((r) => r.cells[index] !== '')?.cells[index] ?? '',
  }));

type NewImport = { resource: ImportResource; name: string; by: string; mapping: Mapping };
const NO_SETTINGS = { defaults: {}, values: {} };

/** Stores an upload: the import and its parsed rows in chunks, in one transaction. */
export async function insertImport(db: Db, sheet: Sheet, o: NewImport, summary: Summary) {
  const id = newId();
  const t = now();
  const size = chunkSize(db);
  const chunkCount = Math.ceil(sheet.rows.length / size);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('imports')
      .values({
        id,
        createdAt: t,
        updatedAt: t,
        resource: o.resource,
        name: o.name,
        createdBy: o.by,
        state: 'checked',
        headers: JSON.stringify(columnsOf(sheet)),
        mapping: settingsJson({ map: o.mapping, ...NO_SETTINGS }),
        choices: '{}',
        duplicateDefault: 'skip',
        summary: JSON.stringify(summary),
        rowCount: sheet.rows.length,
        chunkCount,
        ...{ nextChunk: 0, processed: 0, inserted: 0, updated: 0, skipped: 0, failed: 0 },
        ...{ startedAt: null, finishedAt: null, undoneAt: null, leaseUntil: null },
      })
      .execute();
    for (let k = 0; k < chunkCount; k += 20) {
      const values = Array.from({ length: Math.min(20, chunkCount - k) }, (_, j) => ({
        importId: id,
        chunk: k + j,
        rows: JSON.stringify(sheet.rows.slice((k + j) * size, (k + j + 1) * size)),
      }));
      await trx.insertInto('import_rows').values(values).execute();
    }
  });
  return id;
}

/** One stored chunk of rows (in order), or every row when `chunk` is omitted. */
export async function rowsOf(db: Db, id: string, chunk?: number): Promise<SheetRow[]> {
  let q = db.selectFrom('import_rows').select('rows').where('importId', '=', id);
  if (chunk !== undefined) q = q.where('chunk', '=', chunk);
  const parts = await q.orderBy('chunk').execute();
  return parts.flatMap((p) => JSON.parse(p.rows) as SheetRow[]);
}

const undoUntil = (i: ImportRow) =>
  (i.state === 'done' || i.state === 'failed') && i.finishedAt
    ? new Date(Date.parse(i.finishedAt) + IMPORT_UNDO_DAYS * DAY_MS).toISOString()
    : null;

/** An import's progress and result, as lists and the live event give it. */
export const progressOf = (i: ImportRow): ImportProgress => ({
  state: i.state as ImportState,
  processed: i.processed,
  total: i.rowCount,
  inserted: i.inserted,
  updated: i.updated,
  skipped: i.skipped,
  failed: i.failed,
  startedAt: i.startedAt,
  finishedAt: i.finishedAt,
  undoUntil: undoUntil(i),
});

/** The contract's view of an import: the check, its choices and its progress. */
export function toApi(i: Loaded): Import {
  const choice = (row: number) => i.choiceOf[row] ?? (i.duplicateDefault as DuplicateChoice);
  return {
    id: i.id,
    resource: i.resource as ImportResource,
    name: i.name,
    createdAt: i.createdAt,
    columns: i.columns,
    mapping: mappingOut(i.map),
    fields: fieldList(i.resource as ImportResource),
    rows: i.rowCount,
    ...i.check,
    unmatched: i.check.unmatched ?? [],
    previewProblems: i.check.previewProblems ?? [],
    kept: i.check.kept ?? null,
    defaults: i.defaults,
    values: i.values,
    duplicates: i.check.duplicates.map((d) => ({ ...d, choice: choice(d.row) })),
    duplicateDefault: i.duplicateDefault as DuplicateChoice,
    ...progressOf(i),
  };
}
