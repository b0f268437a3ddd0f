import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { CallBackColumns, Database } from '../../db/schema';
import type { AnyDb, Query } from '../crud/repository';
import { parseQuery, phoneKeys, prefixRange, termsOf, type SearchKind } from './terms';

/*
 * Finding people (enquiries, call requests) the way staff hear about them. Every predicate is
 * an equality or a range on a b-tree, so the cost follows the matches, not the table:
 * - each name word (or an e-mail's start) is a prefix range over `search_terms`; all words
 *   must match (in any order), so "thomas var" finds Varun Thomas;
 * - a phone number is a prefix of the reversed digits (the stored number ends with it) or,
 *   for a typed number with a country code, an exact match of one of its tails;
 * - an enquiry number is an equality on enqNo.
 * Swapping the engine (e.g. PostgreSQL full text, an external index) means replacing this
 * module and the term writes below; callers only pass `q`.
 */

export type PeopleSearchConfig = {
  kind: SearchKind;
  table: 'enquiries' | 'contacts';
  /** The column holding a formatted record number, and how a typed number is formatted. */
  number?: { column: string; format: (n: number) => string };
};

const nothing = sql<SqlBool>`1 = 0`;

/**
 * The `search` hook of a crud repository: the ids of the people `term` describes. Name words
 * are driven by the longest (usually the rarest) and intersected with the others.
 */
export function peopleSearch(cfg: PeopleSearchConfig) {
  return (db: AnyDb, term: string): Query => {
    const p = parseQuery(term);
    const terms = (word: string) => {
      // One letter matches only itself (an initial): as a prefix it would match a fifth of all.
      const [lo, hi] = word.length === 1 ? [word, null] : prefixRange(word);
      const qb = db.selectFrom('search_terms').where('kind', '=', cfg.kind);
      return hi === null
        ? qb.where('term', '=', lo)
        : qb.where('term', '>=', lo).where('term', '<', hi);
    };
    if (p.type === 'words') {
      const [first, ...rest] = [...p.words].sort((a, b) => b.length - a.length);
      if (first === undefined) return db.selectFrom(cfg.table).select('id').where(nothing);
      let ids = terms(first).select('recordId as id').distinct();
      for (const w of rest) ids = ids.where('recordId', 'in', terms(w).select('recordId'));
      return ids;
    }
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

/** Writes a new record's search terms. */
async function insertTerms(trx: Transaction<Database>, kind: SearchKind, of: TermsOf) {
  const rows = termRows(kind, [of]);
  if (rows.length > 0) await trx.insertInto('search_terms').values(rows).execute();
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

/** Without the search keys (made here) and the call-back columns (defaults until a call). */
export type PersonRow<T extends 'enquiries' | 'contacts'> = Omit<
  Database[T],
  'mobileDigits' | 'mobileRev' | keyof CallBackColumns
>;

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
