import { sql, type Kysely } from 'kysely';
import { id, record, ts } from '../columns';
import { isPg } from './016-search-docs';

/*
 * The student journey.
 * - `application_stages`: the agency's workflow, each stage in one fixed phase; seeded with the
 *   default one. Stages are retired, never deleted, so their history still reads.
 * - `applications`: a student's (enquiry's) application to a course at a college for an intake,
 *   soft-deleted. The board and the list read by stage or owner, newest first: each index leads
 *   with what a list filters on and ends in its order. Country, phase and intake filters are
 *   subqueries over the small catalogue tables, so they use the college, stage and intake keys.
 * - `application_stage_changes`: every move (from, to, who, when, note).
 * - `record_changes.kind` grows to hold 'application' (PostgreSQL checks the length).
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

/** The default workflow: [key, name, phase, requiresNote]. */
export const DEFAULT_STAGES = [
  ['shortlisted', 'Shortlisted', 'shortlist', false],
  ['preparing', 'Preparing', 'applied', false],
  ['submitted', 'Submitted', 'applied', false],
  ['conditional_offer', 'Conditional offer', 'offer', false],
  ['unconditional_offer', 'Unconditional offer', 'offer', false],
  ['accepted', 'Accepted (deposit paid)', 'accepted', false],
  ['visa_applied', 'Visa applied', 'visa', false],
  ['visa_granted', 'Visa granted', 'visa', false],
  ['enrolled', 'Enrolled', 'enrolled', false],
  ['rejected', 'Rejected', 'closed', true],
  ['withdrawn', 'Withdrawn', 'closed', true],
  ['visa_refused', 'Visa refused', 'closed', true],
  ['deferred', 'Deferred', 'closed', true],
] as const;

const INDEXES = [
  ['deletedAt', 'createdAt', 'id'],
  ['stage', 'deletedAt', 'createdAt', 'id'],
  ['assignedTo', 'deletedAt', 'createdAt', 'id'],
  ['enquiry', 'deletedAt', 'createdAt'],
  ['college', 'course'],
  ['course'],
  ['intake'],
];

async function stages(db: Db) {
  await record(db.schema.createTable('application_stages'))
    .addColumn('key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('phase', 'varchar(12)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('requiresNote', 'integer', (c) => c.notNull())
    .addColumn('retiredAt', ts)
    .execute();
  await db.schema
    .createIndex('application_stages_name_unique')
    .unique()
    .on('application_stages')
    .expression(sql.raw('lower("name")'))
    .execute();
  const t = new Date().toISOString();
  await db
    .insertInto('application_stages')
    .values(
      DEFAULT_STAGES.map(([key, name, phase, requiresNote], i) => ({
        id: key,
        key,
        name,
        phase,
        position: i + 1,
        requiresNote: requiresNote ? 1 : 0,
        retiredAt: null,
        createdAt: t,
        updatedAt: t,
      })),
    )
    .execute();
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await stages(db);
  await record(db.schema.createTable('applications'))
    .addColumn('enquiry', id, (c) => c.notNull().references('enquiries.id'))
    // No foreign key to the catalogue: a college or course deleted there leaves its name unread
    // (null), never a failed delete.
    .addColumn('college', id, (c) => c.notNull())
    .addColumn('course', id, (c) => c.notNull())
    .addColumn('intake', id, (c) => c.references('intakes.id').onDelete('set null'))
    .addColumn('stage', 'varchar(40)', (c) => c.notNull())
    .addColumn('stageAt', ts, (c) => c.notNull())
    .addColumn('assignedTo', id)
    .addColumn('tuition', 'double precision')
    .addColumn('currency', 'varchar(3)')
    .addColumn('remarks', 'text')
    .addColumn('createdBy', id)
    .addColumn('deletedAt', ts)
    .execute();
  for (const cols of INDEXES)
    await db.schema
      .createIndex(`applications_${cols.join('_')}`)
      .on('applications')
      .columns(cols)
      .execute();

  await db.schema
    .createTable('application_stage_changes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('applicationId', id, (c) => c.notNull())
    .addColumn('from', 'varchar(40)')
    .addColumn('to', 'varchar(40)', (c) => c.notNull())
    .addColumn('by', id)
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('application_stage_changes_application')
    .on('application_stage_changes')
    .columns(['applicationId', 'at'])
    .execute();
  if (isPg(untyped))
    await sql`alter table record_changes alter column kind type varchar(20)`.execute(db);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropTable('application_stage_changes').execute();
  await db.schema.dropTable('applications').execute();
  await db.schema.dropTable('application_stages').execute();
}
