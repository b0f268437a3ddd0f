import { PostgresAdapter, type Kysely } from 'kysely';
import type { Db } from './database';

/** How long PostgreSQL's appended deltas may pile up before a report folds them. */
const FOLD_EVERY_MS = 60_000;

type Fold = (db: Kysely<unknown>) => Promise<unknown>;

/**
 * PostgreSQL's kept tables take appended deltas (no upserts, so no lock-order deadlocks); these
 * folds sum them back into one row per key, at most once a minute per process, after a report
 * answered. A failed fold leaves the deltas as they were (still exact) for the next one. SQLite
 * upserts in place and has nothing to fold.
 */
export function foldLater(...folds: Fold[]): (db: Db) => void {
  let folded = 0;
  return (db) => {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    if (Date.now() - folded < FOLD_EVERY_MS) return;
    folded = Date.now();
    for (const fold of folds) void fold(db as unknown as Kysely<unknown>).catch(() => undefined);
  };
}
