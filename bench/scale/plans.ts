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

/**
 * A plans file with the sections of the workloads just run replaced and every other kept, in
 * `order` (a run of some workloads, BENCH_ONLY_WORKLOADS, leaves the others' plans as they were).
 */
export function mergePlans(old: string, fresh: string[], order: string[]) {
  const sections = new Map<string, string>();
  const title = (s: string) => s.slice(3, s.indexOf('\n'));
  for (const s of [...old.split(/^(?=## )/m), ...fresh].filter((x) => x.startsWith('## ')))
    sections.set(title(s), s.trimEnd());
  const rank = (t: string) => (order.includes(t) ? order.indexOf(t) : order.length);
  return `${[...sections.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([, s]) => s)
    .join('\n\n')}\n`;
}
