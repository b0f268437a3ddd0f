import { sql, type Kysely } from 'kysely';
import { isPg, PG_FUNCTION } from './016-search-docs';

/*
 * PostgreSQL: the search documents' trigger function made again with its statements run through
 * EXECUTE (migration 016 now creates it so), for databases that already hold the one whose
 * plans were made once per connection and kept (docs/DECISIONS.md, "Trigger statements planned
 * on each write").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPg(db)) await sql.raw(PG_FUNCTION).execute(db);
}

/** Nothing to undo: the function answers the same, only its plans are made afresh. */
export async function down(): Promise<void> {}
