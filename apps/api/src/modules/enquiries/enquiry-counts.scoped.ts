import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { dimensionRows } from '../../db/migrations/015-counts';

/*
 * The kept counts are the agency's. A reader who sees part of it (a manager or counsellor of
 * some offices, or anyone who picked one office) gets the same keys counted from the rows of
 * those offices instead: enquiries by their own office, follow-ups and applications by their
 * enquiry's (docs/DECISIONS.md, "Offices").
 */
export type KeyRange = { eq?: string; from?: string; to?: string };

const IN_SCOPE: Record<string, string> = {
  enquiries: `e."officeId" in (select id from scope_offices)`,
};
const VIA_ENQUIRY = `e."enquiry" in (select s.id from enquiries s
  inner join scope_offices o on o.id = s."officeId")`;

const NONE = sql``;
const rangeOf = ({ eq, from, to }: KeyRange): RawBuilder<unknown> =>
  sql`${eq !== undefined ? sql`and key = ${eq}` : NONE}
    ${from !== undefined ? sql`and key >= ${from}` : NONE}
    ${to !== undefined ? sql`and key < ${to}` : NONE}`;

/** Each key of `dim` in `range` with its count over the rows of `offices` (none left out at 0). */
export async function countInOffices(
  db: Db,
  offices: readonly string[],
  dim: string,
  range: KeyRange,
): Promise<Map<string, number>> {
  if (offices.length === 0) return new Map();
  const rows = dimensionRows(dim, (table) => IN_SCOPE[table] ?? VIA_ENQUIRY);
  const ids = sql.join(offices.map((o) => sql`(cast(${o} as text))`));
  const { rows: found } = await sql<{ key: string; n: number | string }>`
    with scope_offices(id) as (values ${ids})
    select key, count(*) as n from (${sql.raw(rows)}) c
    where dim = ${dim} ${rangeOf(range)}
    group by key`.execute(db);
  return new Map(found.map((r) => [r.key, Number(r.n)]));
}

/**
 * Each key of a dimension kept per office (keys 'office|key', migration 048) over `offices`,
 * summed across them with the office taken off (none left at 0), and the kept rows read.
 */
export async function keptInOffices(
  db: Db,
  dim: string,
  offices: readonly string[],
  { from, to }: KeyRange,
): Promise<{ counts: Map<string, number>; rows: number }> {
  const counts = new Map<string, number>();
  if (offices.length === 0) return { counts, rows: 0 };
  const found = await db
    .selectFrom('enquiry_counts')
    .select((eb) => ['key', eb.fn.sum<string | number>('n').as('n'), eb.fn.countAll().as('rows')])
    .where('dim', '=', dim)
    .where((eb) =>
      eb.or(offices.map((o) => eb.and([eb('key', '>=', `${o}|`), eb('key', '<', `${o}}`)]))),
    )
    .groupBy('key')
    .execute();
  for (const r of found) {
    const key = r.key.slice(r.key.indexOf('|') + 1);
    if ((from !== undefined && key < from) || (to !== undefined && key >= to)) continue;
    counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
  }
  for (const [k, v] of counts) if (v === 0) counts.delete(k);
  return { counts, rows: found.reduce((s, r) => s + Number(r.rows), 0) };
}
