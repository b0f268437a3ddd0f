import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';

/**
 * Statements PostgreSQL keeps prepared on each connection, parsed and planned once
 * (docs/DECISIONS.md, "Prepared statements on PostgreSQL"). A statement is known by its text
 * and runs under a name of its own: the event pump's at once (`runPrepared`), and any other
 * query the second time its text is run, up to `MAX_NAMED` texts in all, except those run by
 * `runPlannedEachTime` (the public form's write). Planning a list's statement cost PostgreSQL
 * more than running it (1.3 ms against 0.4 ms at a million enquiries).
 */
const names = new Map<string, string>();
/** Texts run once so far (a query whose shape is rare stays unnamed); cleared when full. */
const seen = new Set<string>();
/** Distinct texts named; a connection keeps each it has run until it closes. */
export const MAX_NAMED = 1000;
const SEEN_KEPT = 5000;
/** Only reads and writes of rows: transaction control, settings and schema changes stay unnamed. */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Texts planned on every run for their own values, never named (`runPlannedEachTime`). */
const plannedEachTime = new Set<string>();

const nameOf = (text: string): string | undefined => {
  if (plannedEachTime.has(text)) return undefined;
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED || !NAMEABLE.test(text)) return known;
  if (!seen.has(text)) {
    if (seen.size >= SEEN_KEPT) seen.clear();
    seen.add(text);
    return undefined;
  }
  seen.delete(text);
  const name = `studydesk_${names.size + 1}`;
  names.set(text, name);
  return name;
};

/** Runs a compiled query, on PostgreSQL as a prepared statement from its first run. */
export async function runPrepared<DB, R>(ex: Kysely<DB>, compiled: CompiledQuery<R>) {
  if (!names.has(compiled.sql)) names.set(compiled.sql, `studydesk_${names.size + 1}`);
  return (await ex.executeQuery(compiled)).rows;
}

/**
 * Runs a compiled query unnamed on PostgreSQL, so that it is planned on each run for its values
 * and the tables as they are then. For a statement whose good plan changes as a table grows
 * from empty: named, PostgreSQL settles on a generic plan after five runs and keeps it, and one
 * made while the table was nearly empty scans it whole (docs/DECISIONS.md, "Trigger statements
 * planned on each write").
 */
export async function runPlannedEachTime<DB, R>(ex: Kysely<DB>, compiled: CompiledQuery<R>) {
  if (plannedEachTime.size < MAX_NAMED) plannedEachTime.add(compiled.sql);
  return (await ex.executeQuery(compiled)).rows;
}

/** Makes a pool's client run repeated statements by name (pool 'connect'). */
export function namePrepared(client: pg.Client) {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
  const named = (config: unknown, values?: unknown) => {
    const name = typeof config === 'string' ? nameOf(config) : undefined;
    return name ? query({ name, text: config, values }) : query(config, values);
  };
  client.query = named as typeof client.query;
}
