import { sql, type Kysely } from 'kysely';
import { createSearchTriggers, isPg } from './016-search-docs';

/*
 * People search and the public form at a million enquiries.
 *
 * A name search finds its people in the inverted index (migration 016), then reads each match
 * by id only to keep the live ones, count them and take the newest page: "Tara Patel" at 1M
 * enquiries is about 550 matches, each a probe of the id key and then of the row. This index
 * answers those probes alone (id, whether deleted, when created), so only the 25 rows shown are
 * read: SQLite as a covering index, PostgreSQL as index-only scans (INCLUDE).
 *
 * SQLite wrote a person's document again for every term row inserted (the row trigger), three
 * times for a typical enquiry, and each rewrite deleted a document FTS5 still held in memory,
 * which made it write its pending index out first: 0.75 ms of an enquiry's write, against
 * 0.2 ms for writing the document once. The writers of terms now write the document once after
 * them (`lib/search/docs.ts`); the delete trigger stays (edits of a name or e-mail, and
 * merges, drop terms).
 * PostgreSQL's trigger runs once per statement already and stays.
 */
/** The triggers on search_terms as they are from this migration on (both databases). */
export async function createSearchTriggersNow(db: Kysely<unknown>): Promise<void> {
  await createSearchTriggers(db);
  if (!isPg(db)) await sql`drop trigger search_docs_insert`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPg(db))
    await sql`create index enquiries_id_cover on enquiries (id) include ("deletedAt", "createdAt")`.execute(
      db,
    );
  else {
    await db.schema
      .createIndex('enquiries_id_cover')
      .on('enquiries')
      .columns(['id', 'deletedAt', 'createdAt'])
      .execute();
    await sql`drop trigger search_docs_insert`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enquiries_id_cover').execute();
  if (!isPg(db)) {
    await sql`drop trigger search_docs_delete`.execute(db);
    await createSearchTriggers(db);
  }
}
