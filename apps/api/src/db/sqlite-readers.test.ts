import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './database';
import { reportScope } from './report-gate';

// A database file of its own, whatever the suite's database: this is about SQLite's readers.
describe('SQLite reads in worker threads', () => {
  let dir = '';
  let handle: DbHandle | null = null;
  const open = (readers: number) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-readers-'));
    handle = openDatabase(`sqlite:${path.join(dir, 'x.db')}`, { readers });
    return handle.db;
  };
  afterEach(async () => {
    await handle?.close();
    handle = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const count = async (db: DbHandle['db']) =>
    (await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n;
  /** A read that takes a while: counting a few million numbers. */
  const slow = (db: DbHandle['db']) =>
    sql<{
      n: number;
    }>`with recursive c(i) as (select 1 union all select i + 1 from c where i < 3000000) select count(*) as n from c`.execute(
      db,
    );

  it('answers a read while a transaction is open, from the last commit, without waiting for it', async () => {
    const db = open(2);
    await sql`create table t (v text)`.execute(db);
    await sql`insert into t values ('committed')`.execute(db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const trx = db.transaction().execute(async (t) => {
      await sql`insert into t values ('not yet')`.execute(t);
      await held;
    });
    // On the one connection this read would wait for the transaction's end, which waits for it.
    expect(await count(db)).toBe(1);
    release();
    await trx;
    expect(await count(db)).toBe(2);
  });

  it('sees every write that finished before it, at once', async () => {
    const db = open(2);
    await sql`create table t (v integer)`.execute(db);
    for (let i = 1; i <= 200; i++) {
      await sql`insert into t values (${i})`.execute(db);
      expect(await count(db)).toBe(i);
    }
  });

  it('runs reads beside each other and beside the event loop', async () => {
    const db = open(2);
    const order: string[] = [];
    const long = slow(db).then(() => order.push('slow'));
    await new Promise((resolve) => setImmediate(resolve)); // the event loop is not blocked
    order.push('event loop');
    await sql`select 1`.execute(db).then(() => order.push('quick'));
    await long;
    expect(order).toEqual(['event loop', 'quick', 'slow']);
  });

  it('gives blobs as Buffers, errors with their message, and goes on after an error', async () => {
    const db = open(1);
    const { rows } = await sql<{ b: Buffer }>`select x'00ff10' as b`.execute(db);
    expect(Buffer.isBuffer(rows[0]!.b)).toBe(true);
    expect([...rows[0]!.b]).toEqual([0, 255, 16]);
    await expect(sql`select json('not json') as j`.execute(db)).rejects.toThrow(/malformed JSON/);
    expect((await sql<{ n: number }>`select 7 as n`.execute(db)).rows[0]!.n).toBe(7);
  });

  it('reads a pragma from the writing connection (a reader is query_only)', async () => {
    const db = open(2);
    const { rows } = await sql<{ query_only: number }>`pragma query_only`.execute(db);
    expect(rows[0]!.query_only).toBe(0);
  });

  // Another connection's write makes a connection drop its page cache: unmapped, its next read
  // fetched every page again through system calls. The readers are set up by the same list.
  it('reads the file through a memory map, so a read after a write need not re-read its pages', async () => {
    const db = open(2);
    const { rows } = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(db);
    expect(rows[0]!.mmap_size).toBeGreaterThanOrEqual(2 ** 30);
  });

  it('with no readers, runs everything on the one connection as before', async () => {
    const db = open(0);
    await sql`create table t (v integer)`.execute(db);
    await sql`insert into t values (1)`.execute(db);
    expect(await count(db)).toBe(1);
    const order: string[] = [];
    const long = slow(db).then(() => order.push('slow'));
    await sql`select 1`.execute(db).then(() => order.push('quick'));
    await long;
    expect(order).toEqual(['slow', 'quick']);
  });

  it('stops a report’s reader when the report stops, and its queued reads go on elsewhere', async () => {
    const db = open(1);
    await sql`create table t (v integer)`.execute(db);
    expect(await count(db)).toBe(0); // the reader has started
    const stop = new AbortController();
    const held: Promise<unknown>[] = [];
    const scope = { signal: stop.signal, hold: (p: Promise<unknown>) => held.push(p) };
    const long = reportScope.run(scope, () => slow(db)).catch((e: Error) => e);
    // Queued behind the report on the one reader; a turn of the event loop sends both.
    const quick = count(db);
    await new Promise((resolve) => setImmediate(resolve));
    const reason = new Error('report stopped');
    stop.abort(reason);
    expect(await long).toBe(reason);
    expect(held).toHaveLength(1);
    // Answered, so by the reader started in its place: a read left on the stopped thread is
    // rejected when it exits. (Which comes first, the answer or the exit, depends on whether the
    // stopped thread had begun its statement, so the test does not ask.)
    await held[0];
    expect(await quick).toBe(0);
  });
});
