import type { Db } from '../../db/database';

const n = (v: unknown) => Number(v ?? 0);
const TOP_COUNTRIES = 10;
const NOT_GIVEN = 'Not given';

/**
 * Live enquiries per value of `col`, NULL included, without grouping rows: the distinct values
 * come from seeking the index (deletedAt, col) value after value (a recursive CTE, ending in one
 * NULL row), and each value is counted as its own index range. With tens of values this is four
 * times faster than GROUP BY on SQLite; with thousands it costs about the same.
 */
async function countsBy(db: Db, col: 'category' | 'country') {
  const rows = await db
    .withRecursive('v(k)', (qc) => {
      // The lowest live value (after v.k): ordered as the index is, one entry read on both dialects.
      const lowest = qc
        .selectFrom('enquiries')
        .select(col)
        .where('deletedAt', 'is', null)
        .orderBy('deletedAt')
        .orderBy(col)
        .limit(1);
      return qc.selectNoFrom(lowest.where(col, 'is not', null).as('k')).unionAll(
        qc
          .selectFrom('v')
          .select((eb) => lowest.where(col, '>', eb.ref('v.k')).as('k'))
          .where('v.k', 'is not', null),
      );
    })
    .selectFrom('v')
    .select((eb) => {
      const count = () =>
        eb
          .selectFrom('enquiries')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .where('enquiries.deletedAt', 'is', null);
      return [
        'v.k',
        eb
          .case()
          .when('v.k', 'is', null)
          .then(count().where(`enquiries.${col}`, 'is', null))
          .else(count().whereRef(`enquiries.${col}`, '=', 'v.k'))
          .end()
          .as('n'),
      ];
    })
    .execute();
  // A blank answer ('' from a form) is not given, like NULL (and sorts after named ties).
  const counts = new Map<string | null, number>();
  for (const r of rows) {
    const key = r.k === '' ? null : r.k;
    counts.set(key, (counts.get(key) ?? 0) + n(r.n));
  }
  const order = (k: string | null) => k ?? '\uffff';
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || (order(a.key) < order(b.key) ? -1 : 1));
}

export async function byCategory(db: Db) {
  const rows = await countsBy(db, 'category');
  return rows.map((r) => ({ category: r.key ?? NOT_GIVEN, count: r.count }));
}

/**
 * The ten countries asked about most (null: not given) and how many enquiries name any other;
 * answers are free text, so neither bucket borrows a name a real answer could have.
 */
export async function byCountry(db: Db) {
  const all = (await countsBy(db, 'country')).map((r) => ({ country: r.key, count: r.count }));
  const rest = all.slice(TOP_COUNTRIES).reduce((sum, r) => sum + r.count, 0);
  return { byCountry: all.slice(0, TOP_COUNTRIES), otherCountries: rest };
}
