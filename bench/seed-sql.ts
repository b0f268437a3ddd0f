// Existing enquiries for the write benchmarks, at up to a million rows in a minute or two: rows
// built in plain JS and written with prepared statements (SQLite) or one unnest() insert per
// batch (PostgreSQL), not through Kysely. Each enquiry has what a submission leaves behind: its
// search terms, its first status change and its "created" record. Swap for the read
// benchmarks' seeder once it covers these tables.
import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import Database from '../apps/api/src/db/sqlite-native';
import pg from 'pg';
import { Kysely, SqliteDialect } from 'kysely';
import { rebuildSearchDocs } from '../apps/api/src/db/migrations/016-search-docs';
import { phoneKeys, termsOf } from '../apps/api/src/lib/search/terms';
import { personOf } from './seed';

const STATUSES = ['new', 'active', 'pending', 'converted', 'closed'];
const CATEGORIES = ['Graduate', 'Postgraduate', 'Diploma', 'PhD', 'Other'];
const BATCH = 5000;
const STEP_MS = 30_000;

type Rows = Record<string, Record<string, unknown>[]>;

/** Enquiry n and its rows in the other tables; the newest is two days old (no duplicates). */
function rowsOf(n: number, count: number, end: number): Rows {
  const at = new Date(end - (count - n) * STEP_MS).toISOString();
  const id = randomUUID();
  const p = personOf(n);
  const enquiry = {
    id,
    enqNo: `ENQ-${String(n + 1).padStart(6, '0')}`,
    ...p,
    ...phoneKeys(p.mobile),
    location: 'London',
    course: 'MBA',
    category: CATEGORIES[n % 5]!,
    source: 'form',
    status: STATUSES[n % 5]!,
    createdAt: at,
    updatedAt: at,
  };
  return {
    enquiries: [enquiry],
    search_terms: termsOf([p.fName, p.lName], p.email).map((term) => ({
      kind: 'enquiry',
      term,
      recordId: id,
    })),
    enquiry_status_changes: [{ id: randomUUID(), enquiryId: id, to: 'new', at }],
    record_changes: [
      { id: randomUUID(), kind: 'enquiry', recordId: id, enquiryId: id, action: 'create', at },
    ],
  };
}

const quoted = (cols: string[]) => cols.map((c) => `"${c}"`).join(', ');

function batches(count: number, write: (rows: Rows) => Promise<void> | void) {
  const end = Date.now() - 2 * 86_400_000;
  return (async () => {
    for (let i = 0; i < count; i += BATCH) {
      const rows: Rows = {};
      for (let n = i; n < Math.min(count, i + BATCH); n++)
        for (const [table, list] of Object.entries(rowsOf(n, count, end)))
          (rows[table] ??= []).push(...list);
      await write(rows);
    }
  })();
}

function seedSqlite(file: string, count: number) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const inserts = new Map<string, BetterSqlite3.Statement>();
  const insert = (table: string, row: Record<string, unknown>) => {
    const cols = Object.keys(row);
    const key = `${table}:${cols.join()}`;
    if (!inserts.has(key))
      inserts.set(
        key,
        db.prepare(
          `insert into "${table}" (${quoted(cols)}) values (${cols.map(() => '?').join(', ')})`,
        ),
      );
    inserts.get(key)!.run(...Object.values(row));
  };
  const write = db.transaction((rows: Rows) => {
    for (const [table, list] of Object.entries(rows)) for (const r of list) insert(table, r);
  });
  return batches(count, write).then(async () => {
    db.prepare(`insert into counters (name, value) values ('enquiry', ?)`).run(count);
    // The app writes each person's search document after their terms (migration 017): here
    // all of them at once.
    await rebuildSearchDocs(new Kysely<unknown>({ dialect: new SqliteDialect({ database: db }) }));
    db.exec('analyze');
    db.close();
  });
}

async function seedPostgres(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await batches(count, async (rows) => {
      for (const [table, list] of Object.entries(rows)) {
        const cols = Object.keys(list[0]!);
        const arrays = cols.map((c) => list.map((r) => r[c] ?? null));
        const unnest = cols.map((_, k) => `$${k + 1}::text[]`).join(', ');
        await client.query(
          `insert into "${table}" (${quoted(cols)}) select * from unnest(${unnest})`,
          arrays,
        );
      }
    });
    await client.query(`insert into counters (name, value) values ('enquiry', $1)`, [count]);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** Seeds `count` enquiries into a migrated, empty database (`sqlite:` file or postgres:// URL). */
export function seedEnquiries(url: string, count: number): Promise<void> {
  return url.startsWith('postgres')
    ? seedPostgres(url, count)
    : seedSqlite(url.replace(/^sqlite:/, ''), count);
}
