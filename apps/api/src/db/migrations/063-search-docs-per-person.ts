import { sql, type Kysely } from 'kysely';
import { isPg, PG_FUNCTION } from './016-search-docs';

/*
 * PostgreSQL: the search documents' trigger function made again with each written person's
 * terms and document looked up on their own (migration 016 now creates it so), for databases
 * that hold the one that joined the statement's people to the tables as sets.
 *
 * A person's terms are found by (recordId, kind). With only `recordId` indexed, a database
 * without statistics guessed the primary key (kind, term, recordId) as good a way to them, and
 * that walks every term of the kind for each person: the record's index leads with both now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPg(db)) return;
  await sql`create index if not exists search_terms_record_kind on search_terms ("recordId", kind)`.execute(
    db,
  );
  await sql`drop index if exists search_terms_record`.execute(db);
  await sql.raw(PG_FUNCTION).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPg(db)) return;
  await sql`create index if not exists search_terms_record on search_terms ("recordId")`.execute(
    db,
  );
  await sql`drop index if exists search_terms_record_kind`.execute(db);
}
