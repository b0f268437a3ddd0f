import { sql, type Kysely } from 'kysely';
import { id, record, ts } from '../columns';

/*
 * Imports from CSV and XLSX.
 * - `imports`: one upload, its mapping and duplicate choices, the check's summary (JSON), and
 *   the run's progress, persisted batch by batch (`nextChunk`) with a lease (`leaseUntil`) so a
 *   process that stops mid-run leaves it for another, or its own restart, to resume.
 * - `import_rows`: the parsed rows (never the raw file), as JSON arrays of up to 1000 rows.
 * - `import_failures`: each row the run could not write, with why (the failed-rows CSV).
 * - `import_updates`: each record the run filled in, with the fields' values before and after
 *   (undo puts back those still as the import left them).
 * - `importId` on enquiries, colleges and courses: the records an import inserted (undo
 *   removes them; an enquiry shows the import's name).
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

const COUNTS = ['rowCount', 'chunkCount', 'nextChunk', 'processed', 'inserted', 'updated'];
const TARGETS = ['enquiries', 'colleges', 'courses'] as const;

async function imports(db: Db) {
  let t = record(db.schema.createTable('imports'))
    .addColumn('resource', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('createdBy', id, (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('choices', 'text', (c) => c.notNull())
    .addColumn('duplicateDefault', 'varchar(8)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull());
  for (const c of [...COUNTS, 'skipped', 'failed'])
    t = t.addColumn(c, 'integer', (col) => col.notNull().defaultTo(0));
  await t
    .addColumn('startedAt', ts)
    .addColumn('finishedAt', ts)
    .addColumn('undoneAt', ts)
    .addColumn('leaseUntil', ts)
    .execute();
  await db.schema
    .createIndex('imports_created_by')
    .on('imports')
    .columns(['createdBy', 'createdAt'])
    .execute();
  await db.schema.createIndex('imports_state').on('imports').columns(['state']).execute();
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await imports(db);
  await db.schema
    .createTable('import_rows')
    .addColumn('importId', id, (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('chunk', 'integer', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_rows_pk', ['importId', 'chunk'])
    .execute();
  await db.schema
    .createTable('import_failures')
    .addColumn('importId', id, (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_failures_pk', ['importId', 'row'])
    .execute();
  await db.schema
    .createTable('import_updates')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('importId', id, (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('recordId', id, (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_updates_import')
    .on('import_updates')
    .columns(['importId'])
    .execute();
  for (const table of TARGETS) {
    await db.schema.alterTable(table).addColumn('importId', id).execute();
    // Only imported records are indexed: the index costs the other writes nothing.
    await sql`create index ${sql.id(`${table}_import`)} on ${sql.table(table)} ("importId")
      where "importId" is not null`.execute(db);
  }
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const table of TARGETS) {
    await db.schema.dropIndex(`${table}_import`).execute();
    await db.schema.alterTable(table).dropColumn('importId').execute();
  }
  for (const table of ['import_updates', 'import_failures', 'import_rows', 'imports'])
    await db.schema.dropTable(table).execute();
}
