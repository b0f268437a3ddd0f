import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept prepared; the least recently used is dropped beyond this. */
export const STATEMENTS_KEPT = 500;

/**
 * The SQLite connection as Kysely sees it, with each statement prepared once and kept: Kysely
 * asks for a statement by its text on every query, and preparing (parsing and planning) costs
 * more than running most of ours. Streamed reads (`iterate`) get a statement of their own, as a
 * kept one may be in use by another iteration.
 */
export type KeptStatements = Omit<SqliteDatabase, 'prepare'> & {
  prepare: (sql: string) => KeptStatement;
};
/** With SQLite's judgement of whether it only reads (a read of rows goes to a reader). */
export type KeptStatement = SqliteStatement & { readonly: boolean };

export function preparedOnce(db: SQLite.Database, max = STATEMENTS_KEPT): KeptStatements {
  const kept = new Map<string, KeptStatement>();
  const prepare = (sql: string): KeptStatement => {
    const stmt = db.prepare(sql);
    return {
      reader: stmt.reader,
      readonly: stmt.readonly,
      all: (parameters) => stmt.all(...parameters),
      run: (parameters) => stmt.run(...parameters),
      iterate: (parameters) => db.prepare(sql).iterate(...parameters),
    };
  };
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const stmt = kept.get(sql) ?? prepare(sql);
      kept.delete(sql);
      kept.set(sql, stmt); // most recently used last
      if (kept.size > max) kept.delete(kept.keys().next().value!);
      return stmt;
    },
  };
}
