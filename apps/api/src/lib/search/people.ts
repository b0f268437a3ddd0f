import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Dialect } from '../../db/database';
import { PREFIX_MAX } from '../../db/migrations/016-search-docs';
import type { CallBackColumns, Database } from '../../db/schema';
import type { AnyDb, Query } from '../crud/repository';
import { termsWritten } from './docs';
import { parseQuery, phoneKeys, prefixRange, termsOf, type SearchKind } from './terms';

/*
 * Finding people (enquiries, call requests) the way staff hear about them:
 * - name words and an e-mail: every typed word must start a name word of the person (a word
 *   with '@' must start their e-mail), in any order, so "thomas var" finds Varun Thomas. Each
 *   person's terms (`search_terms`) are also one document of an inverted index (migration 016:
 *   SQLite FTS5, PostgreSQL GIN over a tsvector), which intersects the words' matches itself;
 * - a phone number is a prefix of the reversed digits (the stored number ends with it) or,
 *   for a typed number with a country code, an exact match of one of its tails (b-tree ranges);
 * - an enquiry number is an equality on enqNo.
 * Callers only pass `q`; swapping the engine means replacing this module and migration 016.
 */

export type PeopleSearchConfig = {
  kind: SearchKind;
  table: 'enquiries' | 'contacts';
  /** The column holding a formatted record number, and how a typed number is formatted. */
  number?: { column: string; format: (n: number) => string };
  dialect: Dialect;
};

const nothing = sql<SqlBool>`1 = 0`;

/** How an indexed term is written: an e-mail carries a leading '@' (migration 016). */
const indexed = (word: string) => (word.includes('@') ? `@${word}` : word);
// One letter matches only itself (an initial): as a prefix it would match a fifth of all.
const exact = (word: string) => word.length === 1;

/** Each word as `ftsQuery` reads it: the exact token, or a prefix query on the token. */
const tokenOf = (w: string): { token: string; prefix: boolean } => {
  if (exact(w)) return { token: w, prefix: false };
  if (w.includes('@') || [...w].length > PREFIX_MAX) return { token: indexed(w), prefix: true };
  return { token: `^${w}`, prefix: false };
};

/**
 * FTS5 MATCH, every word required, each a quoted string ('"' doubled): one letter is that word,
 * a longer name word its indexed prefix token `^word` (migration 016), an e-mail (or a word
 * longer than the prefixes indexed) a prefix query.
 */
export const ftsQuery = (words: readonly string[]) =>
  words
    .map(tokenOf)
    .map(({ token, prefix }) => `"${token.replace(/"/g, '""')}"${prefix ? '*' : ''}`)
    .join(' AND ');

/** The same as a tsquery in its text form: quoted lexemes, `:*` for a prefix query. */
export const tsQuery = (words: readonly string[]) =>
  words
    .map(tokenOf)
    .map(
      ({ token, prefix }) =>
        `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`,
    )
    .join(' & ');

/** The `search` hook of a crud repository: the ids of the people `term` describes. */
export function peopleSearch(cfg: PeopleSearchConfig) {
  const words = (db: AnyDb, list: string[]): Query =>
    cfg.dialect === 'postgres'
      ? db
          .selectFrom('search_docs')
          .select('recordId as id')
          .where('kind', '=', cfg.kind)
          .where(sql<SqlBool>`words @@ ${tsQuery(list)}::tsquery`)
      : db
          .selectFrom('search_fts')
          // The index drives: its matches, then each one's record id by key.
          .crossJoin('search_docs as d')
          .whereRef('d.doc', '=', sql.ref('search_fts.rowid'))
          .where(sql<SqlBool>`search_fts match ${ftsQuery(list)}`)
          .where('d.kind', '=', cfg.kind)
          .select('d.recordId as id');
  /*
   * A one-letter word beside longer ones ("Zoe O", a surname's first letter as a caller spells
   * it) is a prefix, checked on the longer words' matches only: each match's terms by its record
   * id. Alone, one letter stays an initial (as a prefix it would read a fifth of the index).
   */
  const initials = (q: Query, letters: string[], id: string): Query =>
    letters.reduce((acc, l) => {
      const [lo, hi] = prefixRange(l);
      return acc.where(
        sql<SqlBool>`exists (select 1 from search_terms t where t."recordId" = ${sql.ref(id)}
          and t.kind = ${cfg.kind} and t.term >= ${lo} and t.term < ${hi})`,
      );
    }, q);
  const byWords = (db: AnyDb, list: string[]): Query => {
    const long = list.filter((w) => !exact(w));
    const short = list.filter(exact);
    if (long.length === 0 || short.length === 0) return words(db, list);
    const id = cfg.dialect === 'postgres' ? 'search_docs.recordId' : 'd.recordId';
    return initials(words(db, long), short, id);
  };
  return (db: AnyDb, term: string): Query => {
    const p = parseQuery(term);
    if (p.type === 'words')
      return p.words.length > 0
        ? byWords(db, p.words)
        : db.selectFrom(cfg.table).select('id').where(nothing);
    return db
      .selectFrom(cfg.table)
      .select('id')
      .where((eb) => {
        const any: Expression<SqlBool>[] = [];
        if (p.enqNumber !== null && cfg.number)
          any.push(eb(cfg.number.column, '=', cfg.number.format(p.enqNumber)));
        if (p.phoneRevPrefix !== null) {
          const [lo, hi] = prefixRange(p.phoneRevPrefix);
          any.push(eb.and([eb('mobileRev', '>=', lo), eb('mobileRev', '<', hi)]));
        }
        if (p.phoneRevExact.length > 0) any.push(eb('mobileRev', 'in', p.phoneRevExact));
        return any.length > 0 ? eb.or(any) : nothing;
      });
  };
}

/** Who a set of search terms is for: a record, its names and its e-mail. */
export type TermsOf = { recordId: string; names: readonly string[]; email: string | null };

/** The `search_terms` rows of records (several may be written with one statement). */
export const termRows = (kind: SearchKind, of: TermsOf[]) =>
  of.flatMap((p) =>
    termsOf(p.names, p.email).map((term) => ({ kind, term, recordId: p.recordId })),
  );

/** Writes a new record's search terms (and their search document). */
async function insertTerms(trx: Transaction<Database>, kind: SearchKind, of: TermsOf) {
  const rows = termRows(kind, [of]);
  if (rows.length === 0) return;
  await trx.insertInto('search_terms').values(rows).execute();
  await termsWritten(trx, rows);
}

/** Rewrites a person's search terms inside the transaction that writes the person. */
export async function writeTerms(
  trx: Transaction<Database>,
  kind: SearchKind,
  recordId: string,
  names: readonly string[],
  email: string | null,
) {
  await trx
    .deleteFrom('search_terms')
    .where('kind', '=', kind)
    .where('recordId', '=', recordId)
    .execute();
  await insertTerms(trx, kind, { recordId, names, email });
}

/**
 * Without the search keys (made here) and the call-back columns (defaults until a call); with
 * the office always named, though the column has a default.
 */
export type PersonRow<T extends 'enquiries' | 'contacts'> = Omit<
  Database[T],
  'mobileDigits' | 'mobileRev' | 'officeId' | keyof CallBackColumns
> & { officeId: string };

/** A person's row as stored: with the phone keys search reads. */
export const withPhoneKeys = <R extends { mobile: string | null }>(row: R) => ({
  ...row,
  ...phoneKeys(row.mobile),
});

/** Inserts a person with their phone keys and search terms (inside the caller's transaction). */
export async function insertPerson<T extends 'enquiries' | 'contacts'>(
  trx: Transaction<Database>,
  table: T,
  row: PersonRow<T>,
  names: readonly string[],
) {
  // Either table by name: the row type above keeps callers exact.
  await (trx as unknown as Transaction<Record<string, Record<string, unknown>>>)
    .insertInto(table)
    .values(withPhoneKeys(row))
    .execute();
  const kind = table === 'enquiries' ? 'enquiry' : 'contact';
  await insertTerms(trx, kind, { recordId: row.id, names, email: row.email });
}
