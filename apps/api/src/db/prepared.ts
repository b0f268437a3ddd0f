import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';

/**
 * Statements PostgreSQL keeps prepared on each connection, parsed and planned once: the hot
 * statements of the write path and the event pump, whose text never changes. A statement is
 * known by its text and run under a name of its own; every other statement runs unnamed.
 */
const names = new Map<string, string>();

/** Runs a compiled query, on PostgreSQL as a prepared statement (SQLite prepares every one). */
export async function runPrepared<DB, R>(ex: Kysely<DB>, compiled: CompiledQuery<R>) {
  if (!names.has(compiled.sql)) names.set(compiled.sql, `studydesk_${names.size + 1}`);
  return (await ex.executeQuery(compiled)).rows;
}

/** Makes a pool's client run the statements `runPrepared` knows by name (pool 'connect'). */
export function namePrepared(client: pg.Client) {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
  const named = (config: unknown, values?: unknown) => {
    const name = typeof config === 'string' ? names.get(config) : undefined;
    return name ? query({ name, text: config, values }) : query(config, values);
  };
  client.query = named as typeof client.query;
}
