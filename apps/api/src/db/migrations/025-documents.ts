import { sql, type Kysely } from 'kysely';
import { id, record, ts } from '../columns';

/*
 * The student's documents.
 * - `document_types`: the agency's list (admin-managed), seeded; retired, never deleted.
 * - `documents`: one uploaded file each, its bytes in the storage's private area under
 *   `storageKey` (random, never derived from anything the client sent). Soft-deleted
 *   (`deletedAt`), restorable for 30 days; then the bytes are removed (`purgedAt`).
 * - `document_events`: the timeline's lines about documents (upload, download, review, delete,
 *   restore), who (a user, or the student's link) and when.
 * - `document_requirements`: the checklist's rules, a type per country (null: every
 *   destination) and phase.
 * - `student_links`: the student's private link; only the token's hash is kept.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export const DEFAULT_DOCUMENT_TYPES = [
  'Passport',
  'Academic transcript',
  'Degree certificate',
  'English test result',
  'Statement of purpose',
  'CV',
  'Reference letter',
  'Financial statement',
  'Offer letter',
  'CAS/CoE/I-20',
  'Visa',
] as const;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function types(db: Db) {
  await record(db.schema.createTable('document_types'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('retiredAt', ts)
    .execute();
  await db.schema
    .createIndex('document_types_name_unique')
    .unique()
    .on('document_types')
    .expression(sql.raw('lower("name")'))
    .execute();
  const t = new Date().toISOString();
  await db
    .insertInto('document_types')
    .values(
      DEFAULT_DOCUMENT_TYPES.map((name, i) => ({
        id: slug(name),
        name,
        position: i + 1,
        retiredAt: null,
        createdAt: t,
        updatedAt: t,
      })),
    )
    .execute();
}

async function documents(db: Db) {
  await record(db.schema.createTable('documents'))
    .addColumn('storageKey', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('enquiry', id, (c) => c.notNull().references('enquiries.id'))
    .addColumn('application', id)
    .addColumn('typeId', id, (c) => c.notNull().references('document_types.id'))
    .addColumn('fileName', 'varchar(255)', (c) => c.notNull())
    .addColumn('contentType', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('uploadedBy', id)
    .addColumn('uploadedByLink', id)
    .addColumn('reviewedBy', id)
    .addColumn('reviewedAt', ts)
    .addColumn('deletedAt', ts)
    .addColumn('deletedBy', id)
    .addColumn('purgedAt', ts)
    .execute();
  // A student's documents (and their versions, by type), newest first.
  await db.schema
    .createIndex('documents_enquiry_type_created')
    .on('documents')
    .columns(['enquiry', 'typeId', 'createdAt'])
    .execute();
  // The purge: deleted documents whose bytes are still kept.
  await db.schema
    .createIndex('documents_deleted_purged')
    .on('documents')
    .columns(['deletedAt', 'purgedAt'])
    .execute();

  await db.schema
    .createTable('document_events')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('documentId', id, (c) => c.notNull())
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('by', id)
    .addColumn('linkId', id)
    .addColumn('reason', 'text')
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_events_enquiry_at')
    .on('document_events')
    .columns(['enquiryId', 'at'])
    .execute();
}

async function requirements(db: Db) {
  await db.schema
    .createTable('document_requirements')
    .addColumn('id', id, (c) => c.primaryKey())
    // No foreign key: a country deleted from the catalogue leaves a rule nobody matches.
    .addColumn('country', id)
    .addColumn('phase', 'varchar(12)', (c) => c.notNull())
    .addColumn('typeId', id, (c) => c.notNull().references('document_types.id'))
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('createdBy', id)
    .execute();
  // One rule per (country, phase, type); '' stands for "every destination" in the key, as
  // NULLs are never equal in a unique index.
  await db.schema
    .createIndex('document_requirements_unique')
    .unique()
    .on('document_requirements')
    .expression(sql.raw(`coalesce("country", ''), "phase", "typeId"`))
    .execute();
}

async function studentLinks(db: Db) {
  await db.schema
    .createTable('student_links')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('enquiryId', id, (c) => c.notNull().references('enquiries.id'))
    .addColumn('tokenHash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('createdBy', id)
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('expiresAt', ts, (c) => c.notNull())
    .addColumn('revokedAt', ts)
    .execute();
  await db.schema
    .createIndex('student_links_enquiry')
    .on('student_links')
    .columns(['enquiryId', 'createdAt'])
    .execute();
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await types(db);
  await documents(db);
  await requirements(db);
  await studentLinks(db);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const t of [
    'student_links',
    'document_requirements',
    'document_events',
    'documents',
    'document_types',
  ])
    await db.schema.dropTable(t).execute();
}
