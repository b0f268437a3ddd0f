import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './database';
import { FALLBACK_AUTOCHECKPOINT } from './sqlite-checkpointer';

/** Waits until `done` holds; the test's own timeout ends a wait that never does. */
async function until(done: () => boolean) {
  while (!done()) await sleep(10); // a polling interval: nothing depends on its length
}

// A database file of its own, whatever the suite's database: this is about SQLite's WAL.
describe('SQLite checkpoints off the request thread', () => {
  let dir = '';
  let handle: DbHandle | null = null;
  afterEach(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies committed pages into the database without the writer checkpointing, and leaves no WAL on close', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-ckpt-'));
    const file = path.join(dir, 'x.db');
    handle = openDatabase(`sqlite:${file}`);
    const { db } = handle;
    const [setting] = (
      await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)
    ).rows;
    expect(setting?.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT);

    await sql`create table blobs (b blob)`.execute(db);
    // About 2,000 pages, well under the writer's own threshold: only the checkpointer moves them.
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 1000; i++)
        await sql`insert into blobs values (randomblob(8000))`.execute(trx);
    });
    const size = 1000 * 8000;
    await until(() => fs.statSync(file).size >= size);

    await handle.close();
    handle = null;
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reopened = openDatabase(`sqlite:${file}`);
    const [row] = (await sql<{ n: number }>`select count(*) as n from blobs`.execute(reopened.db))
      .rows;
    await reopened.close();
    expect(row?.n).toBe(1000);
  });
});
