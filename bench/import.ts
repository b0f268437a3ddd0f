// BENCH_ONLY=import: import throughput at BENCH_IMPORT_ROWS rows (default 100,000),
// on each database of BENCH_DB, beside a bare batched insert of the same rows. The app runs in
// this process (the pipeline is what is measured, not HTTP): upload and check, then the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Import } from '@studydesk/contract';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { newId } from '../apps/api/src/lib/ids';
import { machine, writeSection } from './lib';
import { postgres, sqlite, type Db } from './write-servers';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const pgUrl = process.env.DATABASE_URL_TEST;
const dbs = (process.env.BENCH_DB ?? (pgUrl ? 'sqlite,postgres' : 'sqlite')).split(',') as Db[];
const ADMIN = { email: 'bench-import@bench.example', password: 'bench-password-1' };
const HEAD = ['First name', 'Last name', 'Email', 'Mobile', 'Category', 'City'];
const BATCH = 1000;

export const person = (k: number) => [
  `Name${k}`,
  `Surname${k}`,
  `person${k}@example.com`,
  `+44 7${String(k).padStart(9, '0')}`,
  'Graduate',
  'London',
];
const csv = () =>
  [HEAD, ...Array.from({ length: rows }, (_, k) => person(k))].map((r) => r.join(',')).join('\r\n');

/** The upload as a browser sends it: multipart with `resource` and `file`. */
export function formData(file: Buffer) {
  const boundary = '----studydesk-bench-import';
  const part = (head: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${head}\r\n\r\n`);
  return {
    payload: Buffer.concat([
      part('name="resource"'),
      Buffer.from('enquiries\r\n'),
      part('name="file"; filename="bench.csv"\r\nContent-Type: text/csv'),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function importOnce(app: App, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const f = formData(Buffer.from(csv()));
  const t0 = performance.now();
  const up = await app.inject({
    method: 'POST',
    url: '/api/imports',
    payload: f.payload,
    headers: { ...f.headers, ...auth },
  });
  const { id } = up.json<Import>();
  const t1 = performance.now();
  await app.inject({ method: 'POST', url: `/api/imports/${id}/run`, headers: auth });
  let imp: Import;
  do {
    await new Promise((r) => setTimeout(r, 100));
    imp = (await app.inject({ url: `/api/imports/${id}`, headers: auth })).json<Import>();
  } while (imp.state === 'running');
  if (imp.inserted !== rows) throw new Error(`import bench: ${imp.inserted} of ${rows} inserted`);
  return { check: (t1 - t0) / 1000, run: (performance.now() - t1) / 1000 };
}

/** The same rows into a plain table: multi-row INSERTs of 200, a transaction per 1,000. */
async function bareInsert(app: App) {
  const { db } = app.dbHandle;
  await sql`create table bare_import (id varchar(64) primary key, "fName" text, "lName" text,
    email text, mobile text, category text, location text, "createdAt" varchar(32))`.execute(db);
  const at = new Date().toISOString();
  const t0 = performance.now();
  for (let k = 0; k < rows; k += BATCH)
    await db.transaction().execute(async (trx) => {
      for (let j = k; j < Math.min(k + BATCH, rows); j += 200) {
        const values = Array.from({ length: Math.min(200, rows - j) }, (_, i) => {
          const [fName, lName, email, mobile, category, location] = person(j + i);
          return sql`(${newId()}, ${fName}, ${lName}, ${email}, ${mobile}, ${category}, ${location}, ${at})`;
        });
        await sql`insert into bare_import values ${sql.join(values)}`.execute(trx);
      }
    });
  return (performance.now() - t0) / 1000;
}

async function measure(db: Db) {
  const database = db === 'sqlite' ? sqlite() : await postgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-import-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config);
  try {
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN });
    const times = await importOnce(app, login.json<{ token: string }>().token);
    return { db, ...times, bare: await bareInsert(app) };
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const OUT = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');

export async function importBench(out = OUT) {
  const stamp = `${new Date().toISOString().slice(0, 10)} · ${machine()}`;
  const results = [];
  for (const db of dbs) results.push(await measure(db));
  const perSecond = (s: number) => Math.round(rows / s).toLocaleString('en');
  const body = [
    `Command: \`BENCH_ONLY=import BENCH_IMPORT_ROWS=${rows} npm run bench\` · ${stamp}`,
    `A CSV of ${rows.toLocaleString('en')} new enquiries (no errors, no duplicates) uploaded and checked (every row through the create schema, its e-mail and phone looked up), then run: batches of 1,000 rows, each one transaction with its progress, through the enquiries' own insert path (numbers, search terms, status history, timeline). The bare insert writes the same rows' six columns into a plain table with multi-row INSERTs, a transaction per 1,000.`,
    '',
    '| database | check s | run s | import rows/s (run) | import rows/s (check + run) | bare batched insert rows/s | ratio import / bare |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.db} | ${r.check.toFixed(1)} | ${r.run.toFixed(1)} | ${perSecond(r.run)} | ${perSecond(r.check + r.run)} | ${perSecond(r.bare)} | **${(r.bare / (r.check + r.run)).toFixed(2)}** |`,
    ),
  ].join('\n');
  writeSection(out, `Import: ${rows.toLocaleString('en')} rows`, body);
  process.stdout.write(`\n## Import\n${body}\n`);
}
