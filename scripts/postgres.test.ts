import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT } from '../apps/api/src/test/process';
import { clusterParent, startEmbeddedPostgres } from './embedded-postgres';
import { testPostgres, type PostgresServer } from './postgres';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

async function dataDirectory(url: string): Promise<string> {
  const [row] = await query<{ data_directory: string }>(url, 'show data_directory');
  if (!row) throw new Error('no data_directory');
  return row.data_directory;
}

describe('the PostgreSQL the API tests run on', () => {
  let server: PostgresServer;
  let dataDir: string;
  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    dataDir = await dataDirectory(server.url);
  }, PROCESS_TEST_TIMEOUT);
  afterAll(() => server.stop());

  it('starts from the npm package, on loopback only, as an admin that can create databases', async () => {
    expect(server.from).toBe('npm');
    expect(server.version).toMatch(/^15\./);
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    const [settings] = await query<Record<string, string>>(
      server.url,
      "select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets, current_setting('server_encoding') as encoding",
    );
    expect(settings).toEqual({ listen: '127.0.0.1', sockets: '', encoding: 'UTF8' });
    await query(server.url, 'create database sd_probe');
    await query(server.url, 'drop database sd_probe');
  });

  it('is DATABASE_URL_TEST when given, which it leaves running', async () => {
    const given = await testPostgres({ DATABASE_URL_TEST: server.url });
    expect(given).toMatchObject({ url: server.url, from: 'DATABASE_URL_TEST' });
    await given.stop();
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('says so when DATABASE_URL_TEST does not answer', async () => {
    const closed = new URL(server.url);
    closed.port = '9'; // discard: nothing listens there
    await expect(testPostgres({ DATABASE_URL_TEST: closed.href })).rejects.toThrow(
      'DATABASE_URL_TEST does not answer',
    );
  });

  it(
    'stops and leaves nothing behind',
    async () => {
      const other = await startEmbeddedPostgres();
      const data_directory = await dataDirectory(other.url);
      expect(fs.existsSync(data_directory)).toBe(true);
      expect(data_directory).not.toBe(dataDir);
      await other.stop();
      expect(fs.existsSync(data_directory)).toBe(false);
      await expect(query(other.url, 'select 1')).rejects.toThrow();
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'the tests’ cluster in memory where the machine has the room, else on disk',
    async () => {
      expect(clusterParent(false)).toBe(os.tmpdir());
      expect(clusterParent(true, path.join(os.tmpdir(), 'no-such-folder'))).toBe(os.tmpdir());
      const inMemory = await startEmbeddedPostgres({ memory: true });
      try {
        const where = await dataDirectory(inMemory.url);
        expect(where.startsWith(`${clusterParent(true)}/`)).toBe(true);
        await query(inMemory.url, 'create database sd_probe');
      } finally {
        await inMemory.stop();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
