import type { OfficeSettings, OfficeSettingsUpdate } from '@studydesk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { mayUseOffice } from '../../lib/scope/offices';
import { readAcknowledgement } from '../mail-templates/templates.store';
import { createSettingsStore, settingOn } from '../settings/settings.store';
import { OFFICE_NOT_FOUND } from './offices.repository';

/*
 * An office's own round-robin and response target (migration 034) and acknowledgement wording
 * (049), each falling back to the agency's while the office has none: what applies to a record
 * is its office's value.
 */

const asFlag = (v: boolean | null | undefined) =>
  v === undefined ? undefined : v === null ? null : Number(v);

/** The response target of each office (its own, else the agency's), and the agency's. */
export async function responseTargets(db: Db) {
  const [fallback, rows] = await Promise.all([
    createSettingsStore(db).value('responseTargetMinutes'),
    db.selectFrom('offices').select(['id', 'responseTargetMinutes']).execute(),
  ]);
  const byOffice = new Map(rows.map((r) => [r.id, r.responseTargetMinutes ?? fallback]));
  const of = (office: string) => byOffice.get(office) ?? fallback;
  /** The strictest target of someone's offices (the agency's without any): what a label names. */
  const strictest = (offices: readonly string[]) =>
    offices.length > 0 ? Math.min(...offices.map(of)) : fallback;
  return { fallback, of, strictest };
}
export type ResponseTargets = Awaited<ReturnType<typeof responseTargets>>;

/** Of `offices`, those whose new public leads take turns (inside the caller's transaction). */
export async function roundRobinOffices(ex: Db, offices: readonly string[]): Promise<Set<string>> {
  if (offices.length === 0) return new Set();
  const [agency, rows] = await Promise.all([
    createSettingsStore(ex).value('roundRobin', ex),
    ex.selectFrom('offices').select(['id', 'roundRobin']).where('id', 'in', offices).execute(),
  ]);
  return new Set(
    rows.filter((r) => (r.roundRobin === null ? agency : r.roundRobin === 1)).map((r) => r.id),
  );
}

/** SQL that is true when any of `offices` takes turns: for a statement that acts on it. */
export const roundRobinOnIn = (offices: readonly string[]) =>
  sql<boolean>`exists (select 1 from offices o where o.id in (${sql.join(offices)})
    and coalesce(o."roundRobin", case when ${settingOn('roundRobin')} then 1 else 0 end) = 1)`;

const OWN = ['roundRobin', 'responseTargetMinutes', 'ackSubject', 'ackBody'] as const;

/** The office's settings as GET /offices/:id/settings answers; 404 outside the viewer's offices. */
export async function officeSettings(db: Db, id: string): Promise<OfficeSettings> {
  const row = mayUseOffice(id)
    ? await db
        .selectFrom('offices')
        .select(['id', ...OWN])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(OFFICE_NOT_FOUND);
  const [agency, ack] = await Promise.all([createSettingsStore(db).get(), readAcknowledgement(db)]);
  const { id: office, roundRobin, ...rest } = row;
  const own = { ...rest, roundRobin: roundRobin === null ? null : roundRobin === 1 };
  return {
    office,
    own,
    effective: {
      roundRobin: own.roundRobin ?? agency.roundRobin,
      responseTargetMinutes: own.responseTargetMinutes ?? agency.responseTargetMinutes,
      ackSubject: own.ackSubject ?? ack.subject,
      ackBody: own.ackBody ?? ack.body,
    },
  };
}

/** Writes the settings the update names (null: back to the agency's). */
export async function updateOfficeSettings(db: Db, id: string, changes: OfficeSettingsUpdate) {
  await officeSettings(db, id);
  await db
    .updateTable('offices')
    .set({ ...changes, roundRobin: asFlag(changes.roundRobin), updatedAt: now() })
    .where('id', '=', id)
    .execute();
  return officeSettings(db, id);
}
