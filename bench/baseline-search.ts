import type BetterSqlite3 from 'better-sqlite3';
import Database from '../apps/api/src/db/sqlite-native';
import type { FastifyInstance } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import type { Query } from '../apps/api/src/lib/crud/repository';
import { peopleSearch } from '../apps/api/src/lib/search/people';
import { formatEnqNo } from '../apps/api/src/modules/enquiries/enquiries.numbering';

type Loose = Kysely<Record<string, Record<string, unknown>>>;
const LIMIT = 6;
const like = (cols: string[]) => `(${cols.map((c) => `${c} like @p escape '\\'`).join(' or ')})`;
const CATALOGUE = {
  colleges: `select colleges.*, countries.name as countryName, states.name as stateName
    from colleges left join countries on countries.id = colleges.country
    left join states on states.id = colleges.state
    where ${like(['colleges.name'])} order by colleges.name, colleges.id limit ${LIMIT}`,
  courses: `select * from courses where ${like(['title'])} order by title, id limit ${LIMIT}`,
};

/**
 * The header search's SQL as raw prepared statements: the same people predicates (compiled
 * from lib/search once per query text) and the same catalogue LIKE queries, without the
 * session, validation or response shaping.
 */
export function searchBaseline(app: FastifyInstance, file: string) {
  const raw = new Database(file, { readonly: true });
  const k = new Kysely({ dialect: new SqliteDialect({ database: raw }) }) as unknown as Loose;
  const enquiries = peopleSearch({
    kind: 'enquiry',
    table: 'enquiries',
    number: { column: 'enqNo', format: formatEnqNo },
    dialect: 'sqlite',
  });
  const contacts = peopleSearch({ kind: 'contact', table: 'contacts', dialect: 'sqlite' });
  const catalogue = Object.values(CATALOGUE).map((s) => raw.prepare(s));
  const cache = new Map<string, { stmt: BetterSqlite3.Statement; params: unknown[] }[]>();
  // The app's reads: the matching ids first, then each row by its key (lib/crud/repository).
  const read = (table: string, hits: Query) =>
    k
      .selectFrom(hits.as('hit'))
      .crossJoin(table)
      .whereRef(`${table}.id`, '=', 'hit.id')
      .selectAll(table)
      .orderBy(`${table}.createdAt`, 'desc')
      .orderBy(`${table}.id`, 'desc')
      .limit(LIMIT);
  const compile = (q: string) =>
    [
      read('enquiries', enquiries(k, q))
        .leftJoin('users as assignee', 'assignee.id', 'enquiries.assignedTo')
        .select(['assignee.fname', 'assignee.lname'])
        .where('enquiries.deletedAt', 'is', null),
      read('contacts', contacts(k, q)),
    ].map((qb) => {
      const { sql, parameters } = qb.compile();
      return { stmt: raw.prepare(sql), params: [...parameters] };
    });
  app.get<{ Querystring: { q: string } }>('/search', (req) => {
    const q = req.query.q;
    let people = cache.get(q);
    if (!people) cache.set(q, (people = compile(q)));
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    return [
      ...people.map((p) => p.stmt.all(...p.params)),
      ...catalogue.map((s) => s.all({ p: pattern })),
    ];
  });
}
