import type { Kysely, Transaction } from 'kysely';
import { FOLDED_LETTERS } from '../../lib/search/terms';
import { writeTerms } from '../../lib/search/people';
import type { Database } from '../schema';

/*
 * Name words now fold the letters no decomposition takes apart (ø → o, ł → l, þ → th …:
 * lib/search/terms.ts), so "Soren Odegard" finds Søren Ødegård. The people already stored with
 * such a letter in a name are given their terms again; everyone else's are as they were.
 */
type Person = { id: string; names: string[]; email: string | null };

async function peopleWithLetters(db: Kysely<Database>, table: 'enquiries' | 'contacts') {
  const columns = table === 'enquiries' ? (['fName', 'lName'] as const) : (['name'] as const);
  const rows = (await (db as unknown as Kysely<Record<string, Record<string, string | null>>>)
    .selectFrom(table)
    .select(['id', 'email', ...columns])
    .where((eb) =>
      eb.or(columns.flatMap((c) => FOLDED_LETTERS.map((l) => eb(c, 'like', `%${l}%`)))),
    )
    .execute()) as Record<string, string | null>[];
  return rows.map((r): Person => ({
    id: String(r.id),
    names: columns.map((c) => r[c] ?? ''),
    email: r.email ?? null,
  }));
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>;
  for (const [table, kind] of [
    ['enquiries', 'enquiry'],
    ['contacts', 'contact'],
  ] as const) {
    // the migrator runs each migration in a transaction of its own: this is it
    const trx = db as Transaction<Database>;
    for (const p of await peopleWithLetters(db, table))
      await writeTerms(trx, kind, p.id, p.names, p.email);
  }
}

/** The terms stay as written: the older ones found fewer people, not others. */
export async function down(): Promise<void> {}
