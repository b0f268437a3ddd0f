import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { newId } from '../../lib/ids';
import { id, record, ts } from '../columns';

/*
 * Offices: every enquiry and call request belongs to one, every person to one or more. What
 * hangs under an enquiry (applications, documents, follow-ups, mail) follows it through the
 * enquiry's row (docs/DECISIONS.md, "Offices"). Existing data moves into one "Head office".
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

// The lists read newest first inside one office: the office leads the indexes they walk.
const ENQUIRY_INDEXES = [
  ['officeId', 'deletedAt', 'createdAt', 'id'],
  ['officeId', 'status', 'deletedAt', 'createdAt', 'id'],
];
const indexName = (table: string, cols: string[]) => `${table}_${cols.join('_')}`;

/**
 * A NOT NULL office column, existing rows in `head`. The default stays (SQLite cannot drop one
 * without rebuilding the table, and both dialects should behave alike): the app always names
 * the office, so only rows written outside it (a restore of an old dump) land in the head office.
 */
async function addOfficeColumn(db: Db, table: string, head: string) {
  await db.schema
    .alterTable(table)
    .addColumn('officeId', id, (c) => c.notNull().defaultTo(head))
    .execute();
}

/** The agency's time zone setting (JSON text) as the head office's; UTC when unset or odd. */
function zoneOf(value: unknown): string {
  try {
    const v: unknown = JSON.parse(String(value));
    return typeof v === 'string' && v.length <= 64 ? v : 'UTC';
  } catch {
    return 'UTC';
  }
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await record(db.schema.createTable('offices'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)')
    .addColumn('phone', 'varchar(40)')
    .addColumn('timeZone', 'varchar(64)', (c) => c.notNull())
    .addColumn('replyEmail', 'varchar(254)')
    .addColumn('retiredAt', ts)
    .execute();
  await db.schema
    .createTable('user_offices')
    .addColumn('userId', id, (c) => c.notNull())
    .addColumn('officeId', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_offices_pk', ['userId', 'officeId'])
    .execute();
  await db.schema
    .createIndex('user_offices_officeId_userId')
    .on('user_offices')
    .columns(['officeId', 'userId'])
    .execute();

  const head = newId();
  const t = new Date().toISOString();
  const zone = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'timeZone')
    .executeTakeFirst();
  await db
    .insertInto('offices')
    .values({
      id: head,
      name: 'Head office',
      timeZone: zoneOf(zone?.value),
      createdAt: t,
      updatedAt: t,
    })
    .execute();
  await db
    .insertInto('user_offices')
    .columns(['userId', 'officeId'])
    .expression(db.selectFrom('users').select(['id', sql.lit(head).as('officeId')]))
    .execute();
  for (const table of ['enquiries', 'contacts']) await addOfficeColumn(db, table, head);
  for (const cols of ENQUIRY_INDEXES)
    await db.schema
      .createIndex(indexName('enquiries', cols))
      .on('enquiries')
      .columns(cols)
      .execute();
  // Round-robin keeps a pointer per office: `counsellors:<office id>` outgrows varchar(32).
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table round_robin alter column pool type varchar(80)`.execute(db);
  const contactCols = ['officeId', 'createdAt', 'id'];
  await db.schema
    .createIndex(indexName('contacts', contactCols))
    .on('contacts')
    .columns(contactCols)
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropIndex(indexName('contacts', ['officeId', 'createdAt', 'id'])).execute();
  for (const cols of ENQUIRY_INDEXES)
    await db.schema.dropIndex(indexName('enquiries', cols)).execute();
  for (const table of ['enquiries', 'contacts'])
    await db.schema.alterTable(table).dropColumn('officeId').execute();
  await db.schema.dropTable('user_offices').execute();
  await db.schema.dropTable('offices').execute();
}
