import { sql, type Kysely } from 'kysely';
import { phoneKeys } from '../../lib/search/terms';

/*
 * A number written "+44 (0)20 7946 0958" was kept as the digits 4402079460958, so searching
 * "+44 20 7946 0958" or "+442079460958" found nothing: the "(0)" is now left out of the phone
 * keys (lib/search/terms.ts), and the people already stored with one are keyed again. Only
 * numbers with a bracket are read; the rest are as they were.
 */
type Db = Kysely<Record<string, { id: string; mobile: string | null }>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const table of ['enquiries', 'contacts']) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'mobile'])
      .where('mobile', 'like', '%(%')
      .execute();
    for (const r of rows) {
      const k = phoneKeys(r.mobile);
      await sql`update ${sql.table(table)} set "mobileDigits" = ${k.mobileDigits},
        "mobileRev" = ${k.mobileRev} where id = ${r.id}`.execute(db);
    }
  }
}

/** The keys stay as they are: the older ones found fewer numbers, not others. */
export async function down(): Promise<void> {}
