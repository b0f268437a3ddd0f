import { CompiledQuery, SqliteAdapter, type Kysely } from 'kysely';
import { PREFIX_MAX } from '../../db/migrations/016-search-docs';
import type { Database, SearchTermRow } from '../../db/schema';

/**
 * A person's search document on SQLite, from all of their terms, as migration 016's SQL builds
 * it (`rebuildSearchDocs`): each term, an e-mail with a leading '@', then each name word's
 * prefixes of 2 to PREFIX_MAX characters as '^pre'. Characters are code points, as SQLite's
 * length() and substr() count them. Built here, not by that SQL: 67 µs per person there.
 */
export function docWords(terms: readonly string[]): string {
  const whole = terms.map((t) => (t.includes('@') ? `@${t}` : t));
  const prefixes = terms
    .filter((t) => !t.includes('@'))
    .flatMap((t) => {
      const chars = Array.from(t);
      const upTo = Math.min(chars.length, PREFIX_MAX);
      return Array.from({ length: Math.max(0, upTo - 1) }, (_, k) =>
        ['^', ...chars.slice(0, k + 2)].join(''),
      );
    });
  return [...whole, ...prefixes].join(' ');
}

type Run = (text: string, parameters: unknown[]) => unknown;
const DOC = 'insert into search_docs (kind, "recordId") values (?, ?)';
const WORDS = `insert into search_fts (rowid, words)
  values ((select doc from search_docs where kind = ? and "recordId" = ?), ?)`;

/**
 * SQLite: writes the search document of each person in `rows`, after their terms are in
 * (PostgreSQL's trigger does it there). `rows` must be all of those people's terms, and they
 * must have no document: new people, or people whose terms were all deleted first (the delete
 * trigger removed their document). A person who still has one fails on search_docs' key
 * rather than being indexed with part of their terms.
 */
export async function writeNewDocs(run: Run, rows: readonly SearchTermRow[]) {
  const people = new Map<string, { kind: string; recordId: string; terms: string[] }>();
  for (const r of rows) {
    const key = `${r.kind}\u0000${r.recordId}`;
    const p = people.get(key) ?? { kind: r.kind, recordId: r.recordId, terms: [] };
    p.terms.push(r.term);
    people.set(key, p);
  }
  for (const { kind, recordId, terms } of people.values()) {
    await run(DOC, [kind, recordId]);
    await run(WORDS, [kind, recordId, docWords(terms)]);
  }
}

/** After a new person's terms are inserted through Kysely: on SQLite, their documents. */
export async function termsWritten(ex: Kysely<Database>, rows: readonly SearchTermRow[]) {
  if (ex.getExecutor().adapter instanceof SqliteAdapter)
    await writeNewDocs((text, ps) => ex.executeQuery(CompiledQuery.raw(text, ps)), rows);
}
