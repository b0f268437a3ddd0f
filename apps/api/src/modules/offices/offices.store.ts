import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { mayUseOffice, viewerOffices, type OfficeViewer } from '../../lib/scope/offices';

/*
 * The office lookups other modules need (the default office, the office a public form names,
 * a user's offices), apart from the offices' own routes so writers of records import no routes.
 */

/** The default office: the oldest active one (the head office until it is retired). */
export async function defaultOfficeId(db: Db): Promise<string> {
  const row = await db
    .selectFrom('offices')
    .select('id')
    .where('retiredAt', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether `id` is an active office. */
export async function isActiveOffice(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('offices')
    .select('id')
    .where('id', '=', id)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The office a public form's lead goes to: the one it names when active, else the default. An
 * embed left on a site after its office was retired (or a mistyped id) must not lose the lead.
 */
export async function formOffice(db: Db, requested: string | undefined): Promise<string> {
  if (requested && (await isActiveOffice(db, requested))) return requested;
  return defaultOfficeId(db);
}

/** Each user's office ids, for many users in one statement. */
export async function officesOfUsers(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((u) => [u, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_offices')
    .select(['userId', 'officeId'])
    .where('userId', 'in', userIds)
    .orderBy('officeId')
    .execute();
  for (const r of rows) byUser.get(r.userId)?.push(r.officeId);
  return byUser;
}

/** How many offices are active (the web shows office choices only past one). */
/**
 * A user as the office scope sees them (their role and offices), for work done on their behalf
 * outside their request; null when they are gone.
 */
export async function viewerOfUser(db: Db, userId: string): Promise<OfficeViewer | null> {
  const u = await db
    .selectFrom('users')
    .select('userType')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) return null;
  const offices = (await officesOfUsers(db, [userId])).get(userId) ?? [];
  return { role: u.userType, offices };
}

export async function activeOfficeCount(db: Db): Promise<number> {
  const r = await db
    .selectFrom('offices')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('retiredAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Replaces a user's offices (inside the caller's transaction). */
export async function setUserOffices(db: Db, userId: string, offices: string[]): Promise<void> {
  await db.deleteFrom('user_offices').where('userId', '=', userId).execute();
  if (offices.length > 0)
    await db
      .insertInto('user_offices')
      .values(offices.map((officeId) => ({ userId, officeId })))
      .execute();
}

const NOT_YOUR_OFFICE = 'Choose one of your offices';

/**
 * The office a new enquiry goes to. Staff name one of theirs (400 otherwise) or get the default
 * office when it is theirs, else their first; a public lead goes where its form says
 * (`formOffice`).
 */
export async function newRecordOffice(
  db: Db,
  requested: string | undefined,
  byStaff: boolean,
): Promise<string> {
  if (!byStaff) return formOffice(db, requested);
  if (requested) {
    if (!mayUseOffice(requested) || !(await isActiveOffice(db, requested)))
      throw badRequest(NOT_YOUR_OFFICE, { office: NOT_YOUR_OFFICE });
    return requested;
  }
  const fallback = await defaultOfficeId(db);
  const own = viewerOffices();
  return own.length === 0 || mayUseOffice(fallback) ? fallback : own[0]!;
}
