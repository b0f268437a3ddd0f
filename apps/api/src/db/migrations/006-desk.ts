import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { phoneKeys, termsOf, type SearchKind } from '../../lib/search/terms';
import { id, ts } from '../columns';

/*
 * The counsellor's desk.
 * - Search: each person's name words and e-mail in `search_terms`, and their phone as digits
 *   and reversed digits beside the display value, so every lookup is a b-tree range (a prefix,
 *   or a phone suffix as a prefix of the reversed digits). On PostgreSQL these columns use the
 *   "C" collation: ranges then follow code points, as SQLite's BINARY does.
 * - Field edits (`enquiry_changes`), the bell's read marker per user, and follow-ups that are
 *   done (outcome, what was said, when) or logged as a contact.
 */
// Migrations stand apart from the current schema types: tables are named as they were then.
type Db = Kysely<Record<string, Record<string, unknown>>>;

const BATCH = 500;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const bytewise = (type: string) => (pg ? sql.raw(`${type} collate "C"`) : sql.raw(type));

  for (const table of ['enquiries', 'contacts']) {
    await db.schema.alterTable(table).addColumn('mobileDigits', 'varchar(20)').execute();
    await db.schema.alterTable(table).addColumn('mobileRev', bytewise('varchar(20)')).execute();
    await db.schema.createIndex(`${table}_mobileRev`).on(table).column('mobileRev').execute();
  }

  await db.schema
    .createTable('search_terms')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('term', bytewise('varchar(254)'), (c) => c.notNull())
    .addColumn('recordId', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['kind', 'term', 'recordId'])
    .execute();
  await db.schema
    .createIndex('search_terms_record')
    .on('search_terms')
    .column('recordId')
    .execute();

  await db.schema
    .createTable('enquiry_changes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('from', 'text')
    .addColumn('to', 'text')
    .addColumn('by', id)
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enquiry_changes_enquiry')
    .on('enquiry_changes')
    .columns(['enquiryId', 'at'])
    .execute();

  // "Mark as all read": the newest enquiry each user has seen, as (createdAt, id).
  await db.schema
    .createTable('enquiry_read_markers')
    .addColumn('userId', id, (c) => c.primaryKey())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('followups')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('task'))
    .execute();
  for (const [column, type] of [
    ['outcome', 'varchar(20)'],
    ['result', 'text'],
    ['doneAt', ts],
    ['doneBy', id],
  ] as const)
    await db.schema.alterTable('followups').addColumn(column, type).execute();
  // The work queue: open follow-ups (doneAt null) by date, oldest first, in index order.
  await db.schema
    .createIndex('followups_open')
    .on('followups')
    .columns(['doneAt', 'nextContactDate', 'createdAt', 'id'])
    .execute();

  // The header search walks colleges and courses by name, stopping at its few hits.
  await db.schema.createIndex('colleges_name_id').on('colleges').columns(['name', 'id']).execute();
  await db.schema.createIndex('courses_title_id').on('courses').columns(['title', 'id']).execute();

  await backfill(db, 'enquiries', 'enquiry', (r) => [[r.fName, r.lName], r.email, r.mobile]);
  await backfill(db, 'contacts', 'contact', (r) => [[r.name], r.email, r.mobile]);
}

type Person = [names: unknown[], email: unknown, mobile: unknown];
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** Fills the new keys of existing rows, a batch at a time in id order. */
async function backfill(
  db: Db,
  table: string,
  kind: SearchKind,
  person: (row: Record<string, unknown>) => Person,
) {
  for (let after = ''; ;) {
    const rows = (await db
      .selectFrom(table)
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Record<string, unknown>[];
    if (rows.length === 0) return;
    const people = rows.map((r) => {
      const [names, email, mobile] = person(r);
      return {
        id: String(r.id),
        names: names.map((n) => str(n) ?? ''),
        email: str(email),
        mobile: str(mobile),
      };
    });
    const keys = people.map(({ id, mobile }) => ({ id, ...phoneKeys(mobile) }));
    await sql`update ${sql.table(table)} set "mobileDigits" = v.column2, "mobileRev" = v.column3
      from (values ${sql.join(keys.map((k) => sql`(${k.id}, ${k.mobileDigits}, ${k.mobileRev})`))}) as v
      where ${sql.table(table)}.id = v.column1`.execute(db);
    const terms = people.flatMap(({ id, names, email }) =>
      termsOf(names, email).map((term) => ({ kind, term, recordId: id })),
    );
    if (terms.length > 0) await db.insertInto('search_terms').values(terms).execute();
    after = people[people.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('courses_title_id').execute();
  await db.schema.dropIndex('colleges_name_id').execute();
  await db.schema.dropIndex('followups_open').execute();
  for (const column of ['kind', 'outcome', 'result', 'doneAt', 'doneBy'])
    await db.schema.alterTable('followups').dropColumn(column).execute();
  for (const t of ['enquiry_read_markers', 'enquiry_changes', 'search_terms'])
    await db.schema.dropTable(t).execute();
  for (const table of ['enquiries', 'contacts']) {
    await db.schema.dropIndex(`${table}_mobileRev`).execute();
    await db.schema.alterTable(table).dropColumn('mobileRev').execute();
    await db.schema.alterTable(table).dropColumn('mobileDigits').execute();
  }
}
