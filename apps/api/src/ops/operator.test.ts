import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf, openDatabase, sqliteFileOf } from '../db/database';
import { freePort } from '../test/child-server';
import { bearer, freshDatabaseUrl, testDialect } from '../test/harness';
import { stopChildren, PROCESS_TEST_TIMEOUT, runEntry, startServer } from '../test/process';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

const BASE_ENV = { LOG_LEVEL: 'error', WEB_DIST: path.join(os.tmpdir(), 'sd-no-web-build') };
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sd-op-'));
const STACK = /^\s+at /m;

/** The tables a database holds; none when a SQLite file was never created. */
async function tablesIn(url: string): Promise<string[]> {
  if (dialectOf(url) === 'sqlite' && !fs.existsSync(sqliteFileOf(url))) return [];
  const handle = openDatabase(url);
  try {
    return (await handle.db.introspection.getTables()).map((t) => t.name);
  } finally {
    await handle.close();
  }
}

/** A server start that must fail: its exit code and what it printed on stderr, line by line. */
async function failedStart(env: Record<string, string>, cwd = tmp()) {
  const run = runEntry('server.ts', { env: { ...BASE_ENV, PORT: '0', ...env }, cwd });
  const code = await run.exited;
  return { code, lines: run.err().trim().split('\n'), out: run.out(), cwd };
}

describe(
  'an operator’s mistakes get one clear line and exit 1',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    it.concurrent.each(['nonsense', 'mysql://root:pw@db/app', 'postgress://u:hunter2@db/app'])(
      'DATABASE_URL=%s stops the start and creates nothing',
      async (url) => {
        const r = await failedStart({ DATABASE_URL: url });
        expect(r.code).toBe(1);
        expect(r.lines).toEqual([
          'studydesk: invalid setting DATABASE_URL: use sqlite:<file> or postgres://user:password@host:port/database',
        ]);
        expect(fs.readdirSync(r.cwd)).toEqual([]);
      },
    );

    it.concurrent('bad settings: one line each, naming the variable, no stack', async () => {
      const r = await failedStart({
        PORT: 'eighty',
        SESSION_TTL_HOURS: '-1',
        ADMIN_PASSWORD: 'short',
      });
      expect(r.code).toBe(1);
      expect(r.lines).toEqual([
        'studydesk: invalid setting PORT: must be a number',
        expect.stringMatching(/^studydesk: invalid setting SESSION_TTL_HOURS: /),
        'studydesk: invalid setting ADMIN_PASSWORD: ADMIN_PASSWORD needs at least 8 characters',
      ]);
    });

    it.concurrent('PostgreSQL down: host, port, database and the cause in one line', async () => {
      const port = await freePort();
      const r = await failedStart({
        DATABASE_URL: `postgres://sd:hunter2@127.0.0.1:${port}/agency`,
      });
      expect(r.code).toBe(1);
      expect(r.lines).toEqual([
        `studydesk: cannot connect to PostgreSQL at 127.0.0.1:${port}/agency: connect ECONNREFUSED 127.0.0.1:${port}`,
      ]);
      expect(r.out + r.lines.join('\n')).not.toContain('hunter2');
    });

    it.concurrent('PostgreSQL that never answers: gives up after the connect timeout', async () => {
      // Accepts the connection and says nothing, like a host behind a dropping firewall.
      const silent = net.createServer(() => undefined);
      await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
      const { port } = silent.address() as net.AddressInfo;
      const r = await failedStart({
        DATABASE_URL: `postgres://sd@127.0.0.1:${port}/agency`,
        DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
      });
      silent.close();
      expect(r.code).toBe(1);
      expect(r.lines).toEqual([
        `studydesk: cannot connect to PostgreSQL at 127.0.0.1:${port}/agency: no answer within the connect timeout (DATABASE_CONNECT_TIMEOUT_SECONDS)`,
      ]);
    });

    it.concurrent('a port in use: one line, and nothing written first', async () => {
      const holder = net.createServer();
      await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
      const { port } = holder.address() as net.AddressInfo;
      const dir = tmp();
      const db = await freshDatabaseUrl();
      const r = await failedStart({
        DATA_DIR: dir,
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      holder.close();
      expect(r.code).toBe(1);
      expect(r.lines).toEqual([
        `studydesk: port ${port} is already in use: stop what holds it or set PORT`,
      ]);
      expect(r.lines.join('\n')).not.toMatch(STACK);
      // Checked before anything is written: no uploads folder, no database, no admin.
      expect(fs.readdirSync(dir)).toEqual([]);
      expect(await tablesIn(db.url)).toEqual([]);
      await db.drop();
    });
  },
);

describe('the start banner, .env and the admin command', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let dir: string;
  const admin = { email: 'owner@agency.test', password: 'first-password-1' };
  beforeAll(async () => {
    db = await freshDatabaseUrl();
    dir = tmp();
  });
  afterAll(() => db.drop());

  const env = () => ({ ...BASE_ENV, DATABASE_URL: db.url, DATA_DIR: dir });
  const login = (base: string, password: string) =>
    fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password }),
    });

  it('names the database and the store, and creates the first admin from .env', async () => {
    // .env in the working directory is read; a variable set in the environment wins over it.
    const cwd = tmp();
    fs.writeFileSync(
      path.join(cwd, '.env'),
      `ADMIN_EMAIL=${admin.email}\nADMIN_PASSWORD=${admin.password}\nDATA_DIR=/nowhere\n`,
    );
    const s = await startServer(env(), cwd);
    const where =
      testDialect === 'sqlite'
        ? `SQLite file ${db.url.slice('sqlite:'.length)}`
        : `PostgreSQL 127.0.0.1:${new URL(db.url).port}${new URL(db.url).pathname}`;
    expect(s.out()).toContain(`  database: ${where}\n`);
    expect(s.out()).toContain(`  uploads:  folder ${dir}/uploads\n`);
    expect(s.out()).toContain('First admin created.');
    expect(s.out()).toContain(`  e-mail:   ${admin.email}\n`);
    expect((await login(s.base, admin.password)).status).toBe(200);
    expect(await s.stop()).toBe(0);
  });

  it('on an existing database says the admin existed and that ADMIN_PASSWORD is ignored', async () => {
    const s = await startServer({ ...env(), ADMIN_PASSWORD: 'another-password' });
    expect(s.out()).toContain('this database already has accounts; no first admin was created');
    expect(s.out()).toContain('ADMIN_PASSWORD is ignored');
    expect(s.out()).not.toContain('First admin created');
    expect((await login(s.base, 'another-password')).status).toBe(401);
    expect(await s.stop()).toBe(0);
  });

  it('names an SMTP_URL that does not answer in one warning line, and starts all the same', async () => {
    const port = await freePort();
    const s = await startServer({
      ...env(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Desk <desk@agency.test>',
    });
    try {
      const lines = s.out().split('\n');
      expect(lines.filter((l) => l.includes('SMTP_URL'))).toEqual([
        `  warning:  SMTP_URL smtp://127.0.0.1:${port} does not answer (connect ECONNREFUSED 127.0.0.1:${port}): mail waits in the outbox and is retried`,
      ]);
      expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
    } finally {
      await s.stop();
    }
  });

  it('gives no warning when the SMTP server answers', async () => {
    const smtp = net.createServer((socket) => socket.end());
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const { port } = smtp.address() as net.AddressInfo;
    const s = await startServer({
      ...env(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Desk <desk@agency.test>',
    });
    try {
      expect(s.out()).toContain(
        `  mail:     smtp://127.0.0.1:${port} as Desk <desk@agency.test>\n`,
      );
      expect(s.out()).not.toMatch(/warning: +SMTP_URL/);
    } finally {
      await s.stop();
      smtp.close();
    }
  });

  it('admin reset-password prints a new password once and ends the sessions', async () => {
    const s = await startServer(env());
    const { token } = (await (await login(s.base, admin.password)).json()) as { token: string };
    const me = () => fetch(`${s.base}/api/users/me`, { headers: bearer(token) });
    expect((await me()).status).toBe(200);

    const reset = runEntry('ops/admin.ts', { env: env(), args: ['reset-password', admin.email] });
    expect(await reset.exited).toBe(0);
    const [, password] = reset.out().match(/New password for \S+ \(admin, active\): (\S+)/) ?? [];
    expect(password).toMatch(/^[\w-]{16}$/);
    expect((await me()).status).toBe(401);
    expect((await login(s.base, admin.password)).status).toBe(401);
    expect((await login(s.base, password!)).status).toBe(200);
    await s.stop();

    const unknown = runEntry('ops/admin.ts', { env: env(), args: ['reset-password', 'x@y.z'] });
    expect(await unknown.exited).toBe(1);
    expect(unknown.err()).toBe('admin: no account with the e-mail x@y.z\n');
    const usage = runEntry('ops/admin.ts', { env: env(), args: ['reset'] });
    expect(await usage.exited).toBe(1);
    expect(usage.err()).toBe('admin: usage: npm run admin -- reset-password EMAIL\n');
  });
});
