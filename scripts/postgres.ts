import { answers, startEmbeddedPostgres, type PostgresServer } from './embedded-postgres';

export type { PostgresServer };

/** The server in DATABASE_URL_TEST (an admin URL: tests create and drop databases there), or
 * else one started here from the npm registry's binaries (its cluster in memory with `memory`). */
export async function testPostgres(
  env: NodeJS.ProcessEnv = process.env,
  { memory = false }: { memory?: boolean } = {},
): Promise<PostgresServer> {
  const given = env.DATABASE_URL_TEST;
  if (!given) return startEmbeddedPostgres({ memory });
  const version = await answers(given);
  if (!version) throw new Error('DATABASE_URL_TEST does not answer (or is not PostgreSQL)');
  return { url: given, version, from: 'DATABASE_URL_TEST', stop: () => Promise.resolve() };
}
