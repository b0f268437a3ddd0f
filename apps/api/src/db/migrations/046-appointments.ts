import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { id, record, ts } from '../columns';

/*
 * Appointments (docs/DECISIONS.md, "Appointments"): session types, each person's weekly
 * availability and time off, the sessions booked, and the quarter-hours each live session
 * holds. A counsellor's quarter-hour is a primary key, so two sessions that overlap cannot both
 * be stored on either database, however the requests race.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

async function typesAndAvailability(db: Db) {
  await record(db.schema.createTable('session_types'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('meetingLink', 'varchar(500)')
    .addColumn('retiredAt', ts)
    .execute();
  const at = new Date().toISOString();
  const seeded = [
    { name: 'Introduction call', minutes: 30, mode: 'online' },
    { name: 'Counselling session', minutes: 60, mode: 'office' },
  ];
  await db
    .insertInto('session_types')
    .values(seeded.map((s) => ({ ...s, id: randomUUID(), createdAt: at, updatedAt: at })))
    .execute();
  await db.schema
    .createTable('user_availability')
    .addColumn('userId', id, (c) => c.primaryKey())
    .addColumn('weekly', 'text', (c) => c.notNull())
    .addColumn('timeOff', 'text', (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();
}

async function appointments(db: Db) {
  await record(db.schema.createTable('appointments'))
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('counsellorId', id, (c) => c.notNull())
    .addColumn('typeId', id, (c) => c.notNull())
    .addColumn('officeId', id, (c) => c.notNull())
    .addColumn('startsAt', ts, (c) => c.notNull())
    .addColumn('endsAt', ts, (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('studentZone', 'varchar(64)', (c) => c.notNull())
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('bookedBy', id)
    .addColumn('checkedInAt', ts)
    .addColumn('remindedDayAt', ts)
    .addColumn('remindedHourAt', ts)
    .execute();
  for (const cols of [
    ['counsellorId', 'startsAt'],
    ['officeId', 'startsAt'],
    ['status', 'startsAt'],
    ['enquiryId', 'startsAt'],
  ])
    await db.schema
      .createIndex(`appointments_${cols.join('_')}`)
      .on('appointments')
      .columns(cols)
      .execute();
  await db.schema
    .createTable('appointment_blocks')
    .addColumn('counsellorId', id, (c) => c.notNull())
    .addColumn('blockAt', ts, (c) => c.notNull())
    .addColumn('appointmentId', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_blocks_pk', ['counsellorId', 'blockAt'])
    .execute();
  await db.schema
    .createIndex('appointment_blocks_appointmentId')
    .on('appointment_blocks')
    .column('appointmentId')
    .execute();
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await typesAndAvailability(db);
  await appointments(db);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const t of ['appointment_blocks', 'appointments', 'user_availability', 'session_types'])
    await db.schema.dropTable(t).execute();
}
