import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { inject } from 'vitest';
import type { Role, UserStatus } from '@studydesk/contract';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { sqliteFileOf } from '../db/database';
import { createUsersRepository } from '../modules/users/users.repository';
import { databaseUrl, onServer, sqliteTemplate } from './migrated';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    testDatabaseUrl?: string;
    /** A database on that server at the latest migration, which each test's database copies. */
    testDatabaseTemplate?: string;
  }
}

/**
 * The project decides the database: `api-postgres` provides a PostgreSQL server's admin URL
 * (postgres://…/postgres: DATABASE_URL_TEST, or one its global setup started), where each test
 * creates a database of its own; `api` runs on SQLite files.
 */
const pgAdminUrl = inject('testDatabaseUrl') || undefined;
const pgTemplate = inject('testDatabaseTemplate') || undefined;
export const testDialect = pgAdminUrl ? 'postgres' : 'sqlite';

/** An empty database of its own (a copy of PostgreSQL's `template` when given). */
export async function freshDatabaseUrl(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sd_test_${randomBytes(6).toString('hex')}`;
  if (!pgAdminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-test-'));
    return {
      url: `sqlite:${path.join(dir, 'test.db')}`,
      drop: () => fs.promises.rm(dir, { recursive: true, force: true }),
    };
  }
  await onServer(pgAdminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(pgAdminUrl, name),
    drop: () => onServer(pgAdminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A database of its own at the latest migration (test/migrated.ts). */
async function migratedDatabaseUrl() {
  if (pgAdminUrl) return freshDatabaseUrl(pgTemplate);
  const fresh = await freshDatabaseUrl();
  await fs.promises.copyFile(await sqliteTemplate(), sqliteFileOf(fresh.url));
  return fresh;
}

export type TestApp = {
  app: App;
  config: Config;
  /** Where this app stores uploaded files (its own temporary DATA_DIR). */
  uploadsDir: string;
  /** A bearer token for a new active user of that role (or the first admin). */
  tokenFor: (role: Role) => Promise<string>;
  createUser: (
    role: Role,
    status?: UserStatus,
  ) => Promise<{ email: string; password: string; id: string }>;
  close: () => Promise<void>;
};

let seq = 0;

/** A freshly migrated app on its own database, as every API test uses it. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await migratedDatabaseUrl();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
    PUBLIC_FORM_RATE_LIMIT: '100000',
    WEB_DIST: path.join(os.tmpdir(), 'sd-no-web-build'),
    // One reader thread, not one per core: each costs a thread, its driver and a connection at
    // every app's start, and the suite builds hundreds. The pool's spread over several readers
    // is sqlite-readers.test.ts's; a test may ask for more.
    SQLITE_READERS: '1',
    ...env,
  });
  const app = await buildApp(config).catch(async (err: unknown) => {
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  const users = createUsersRepository(app.dbHandle.db);

  const createUser: TestApp['createUser'] = async (role, status = 'active') => {
    const email = `${role}${++seq}-${randomBytes(3).toString('hex')}@test.local`;
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const u = await users.create({
      fname: role,
      lname: 'Tester',
      email,
      password,
      userType: role,
      status,
    });
    return { email, password, id: u.id };
  };

  const login = async (email: string, password: string): Promise<string> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };

  const tokenFor: TestApp['tokenFor'] = async (role) => {
    if (role === 'admin') return login(ADMIN.email, ADMIN.password);
    const u = await createUser(role);
    return login(u.email, u.password);
  };

  return {
    app,
    config,
    uploadsDir: path.join(dataDir, 'uploads'),
    tokenFor,
    createUser,
    close: async () => {
      await app.close();
      await db.drop();
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
