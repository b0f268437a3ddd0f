import { CompiledQuery } from 'kysely';
import type { DbHandle } from '../../apps/api/src/db/database';
import type { Captured } from './app-server';

type PlanRow = { id: number; parent: number; detail: string };

/** SQLite's plan as an indented tree. */
function tree(rows: PlanRow[]) {
  const depth = new Map<number, number>([[0, -1]]);
  return rows
    .map((r) => {
      const d = (depth.get(r.parent) ?? -1) + 1;
      depth.set(r.id, d);
      return `${'  '.repeat(d)}${r.detail}`;
    })
    .join('\n');
}

/**
 * Every statement a workload's request ran, with its plan: SQLite's EXPLAIN QUERY PLAN, or
 * PostgreSQL's EXPLAIN (ANALYZE, BUFFERS) (run once more, with timings and pages touched).
 */
export async function explain(handle: DbHandle, title: string, url: string, queries: Captured[]) {
  const pg = handle.dialect === 'postgres';
  const parts = [`## ${title}`, '', `\`GET ${url}\``, ''];
  for (const q of queries) {
    const prefix = pg ? 'explain (analyze, buffers) ' : 'explain query plan ';
    const r = await handle.db.executeQuery(CompiledQuery.raw(prefix + q.sql, q.params));
    const plan = pg
      ? (r.rows as { 'QUERY PLAN': string }[]).map((x) => x['QUERY PLAN']).join('\n')
      : tree(r.rows as PlanRow[]);
    parts.push('```sql', q.sql, `-- ${JSON.stringify(q.params)}`, '```', '```', plan, '```', '');
  }
  return parts.join('\n');
}
