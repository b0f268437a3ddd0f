import { sql, type Kysely } from 'kysely';
import { id, record, ts } from '../columns';

/*
 * Catalogue and website content. Booleans are integer 0/1 and lists (courses of a college,
 * tags …) JSON text on both dialects; the generic repository converts them (lib/crud/codec).
 * A college's courses are a JSON list of ids rather than a join table: the spec filters
 * colleges by category, status, country and place, never by course, and the list is read and
 * written whole. Unique indexes are named <table>_<column>_unique: a violation names the field.
 */
const image = 'varchar(200)';

async function indexes(db: Kysely<unknown>, table: string, sets: string[][]) {
  for (const cols of sets)
    await db.schema
      .createIndex(`${table}_${cols.join('_')}`)
      .on(table)
      .columns(cols)
      .execute();
}

async function unique(db: Kysely<unknown>, table: string, column: string, expression: string) {
  await db.schema
    .createIndex(`${table}_${column}_unique`)
    .unique()
    .on(table)
    .expression(sql.raw(expression))
    .execute();
}

async function places(db: Kysely<unknown>) {
  await record(db.schema.createTable('countries'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(3)', (c) => c.notNull())
    .addColumn('isoCode', 'varchar(3)', (c) => c.notNull())
    .addColumn('dialCode', 'varchar(12)')
    .addColumn('currency', 'varchar(3)')
    .addColumn('image', image)
    .addColumn('thumbnail', image)
    .execute();
  await unique(db, 'countries', 'code', '"code"');
  await unique(db, 'countries', 'isoCode', '"isoCode"');
  await indexes(db, 'countries', [['createdAt', 'id'], ['name']]);

  await record(db.schema.createTable('states'))
    .addColumn('country', id, (c) => c.references('countries.id').onDelete('set null'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('recommended', 'integer', (c) => c.notNull())
    .execute();
  await unique(db, 'states', 'name', '"country", lower("name")');
  await indexes(db, 'states', [['createdAt', 'id']]);
}

async function catalogue(db: Kysely<unknown>) {
  await record(db.schema.createTable('courses'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('shortDesc', 'varchar(500)')
    .addColumn('fullDesc', 'text')
    .addColumn('duration', 'varchar(100)')
    .addColumn('level', 'varchar(20)')
    .addColumn('fees', 'double precision')
    .addColumn('currency', 'varchar(3)')
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('domestic', 'integer', (c) => c.notNull())
    .addColumn('syllabus', 'text', (c) => c.notNull())
    .addColumn('prerequisites', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('image', image)
    .addColumn('thumbnail', image)
    .execute();
  await indexes(db, 'courses', [
    ['domestic', 'createdAt', 'id'],
    ['createdAt', 'id'],
  ]);

  await record(db.schema.createTable('colleges'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(40)')
    .addColumn('address', 'varchar(500)')
    .addColumn('website', 'varchar(500)')
    .addColumn('description', 'text')
    .addColumn('mapLink', 'varchar(500)')
    .addColumn('country', id, (c) => c.references('countries.id').onDelete('set null'))
    .addColumn('state', id, (c) => c.references('states.id').onDelete('set null'))
    .addColumn('courses', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('facilities', 'text', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('image', image)
    .addColumn('thumbnail', image)
    .execute();
  await unique(db, 'colleges', 'name', 'lower("name")');
  await indexes(db, 'colleges', [
    ['createdAt', 'id'],
    ['status', 'createdAt', 'id'],
    ['country', 'createdAt', 'id'],
    ['state'],
  ]);

  await record(db.schema.createTable('intakes'))
    .addColumn('college', id, (c) => c.notNull().references('colleges.id').onDelete('cascade'))
    .addColumn('intakeMonth', 'varchar(10)', (c) => c.notNull())
    .addColumn('intakeYear', 'integer', (c) => c.notNull())
    .addColumn('deadlineDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('deletedAt', ts)
    .execute();
  await indexes(db, 'intakes', [['deletedAt', 'createdAt', 'id'], ['college']]);
}

async function content(db: Kysely<unknown>) {
  await record(db.schema.createTable('blogs'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('shortDesc', 'varchar(1000)')
    .addColumn('fullDesc', 'text')
    .addColumn('link', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdBy', 'varchar(100)', (c) => c.notNull())
    .addColumn('updatedBy', 'varchar(100)', (c) => c.notNull())
    .addColumn('image', image)
    .addColumn('thumbnail', image)
    .addColumn('deletedAt', ts)
    .execute();
  await unique(db, 'blogs', 'link', '"link"');
  await indexes(db, 'blogs', [['deletedAt', 'createdAt', 'id']]);

  await record(db.schema.createTable('gallery'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('from', 'varchar(200)')
    .addColumn('link', 'varchar(500)')
    .addColumn('date', ts, (c) => c.notNull())
    .addColumn('image', image)
    .addColumn('thumbnail', image)
    .addColumn('deletedAt', ts)
    .execute();
  await indexes(db, 'gallery', [['deletedAt', 'date', 'id']]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await places(db);
  await catalogue(db);
  await content(db);
}
