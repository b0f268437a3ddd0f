import { sql, type Kysely } from 'kysely';
import { isPg } from './016-search-docs';

/*
 * A name search reads each match by id only to keep the live ones, count them and take the
 * newest page, from a covering index (migration 017: id, whether deleted, when created). A
 * manager's search also keeps only their offices' matches, and the office was not in that
 * index: every match's row was read for it ("Tara" at a million enquiries: 25,000 rows, about
 * twice an admin's CPU). With the office in the index, a scoped search reads no more than an
 * admin's.
 */
type Db = Kysely<unknown>;

async function cover(db: Db, columns: string[]) {
  await sql`drop index enquiries_id_cover`.execute(db);
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  await (
    isPg(db)
      ? sql`create index enquiries_id_cover on enquiries (id) include (${cols})`
      : sql`create index enquiries_id_cover on enquiries (id, ${cols})`
  ).execute(db);
}

export async function up(db: Db): Promise<void> {
  await cover(db, ['deletedAt', 'createdAt', 'officeId']);
}

export async function down(db: Db): Promise<void> {
  await cover(db, ['deletedAt', 'createdAt']);
}
