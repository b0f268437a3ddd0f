import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { filled } from '../applications/commission';

/*
 * What the forecast learns from the agency's own history: how often an application that passed
 * through a stage ended enrolled, and how long each college took to pay its commission.
 */

/**
 * Per stage, the decided applications (now enrolled or closed) whose history passed through it,
 * and how many of them are enrolled. Open ones are left out: they have not decided yet. Walked
 * from the decided applications to their history (migration 057's index holds each one's
 * stages), each application and stage once, then counted: no count(distinct) per stage.
 */
export const stageConversions = (db: Db) => {
  const passed = db
    .selectFrom('applications as a')
    .innerJoin('application_stages as s', 's.key', 'a.stage')
    .innerJoin('application_stage_changes as h', 'h.applicationId', 'a.id')
    .where('a.deletedAt', 'is', null)
    .where('s.phase', 'in', ['enrolled', 'closed'])
    .select(['h.applicationId', 'h.to as stage'])
    .select(sql<number>`case when s.phase = 'enrolled' then 1 else 0 end`.as('enrolled'))
    .distinct();
  return db
    .selectFrom(passed.as('d'))
    .groupBy('d.stage')
    .select('d.stage')
    .select(sql<number | string>`count(*)`.as('decided'))
    .select(sql<number | string>`sum(${sql.ref('d.enrolled')})`.as('enrolled'))
    .execute();
};

/**
 * Commission received per enrolled application: the day it was enrolled and the day the college
 * paid. Today that is the date staff record on the application; claims will feed it from their
 * payments here, in this one place.
 */
export const commissionReceipts = (db: Db) =>
  db
    .selectFrom('applications as a')
    .innerJoin('application_stage_changes as h', 'h.applicationId', 'a.id')
    .innerJoin('application_stages as s', 's.key', 'h.to')
    .where('a.deletedAt', 'is', null)
    .where('s.phase', '=', 'enrolled')
    .where(filled('a.commissionReceivedDate'))
    .groupBy(['a.id', 'a.college', 'a.commissionReceivedDate'])
    .select(['a.college', 'a.commissionReceivedDate as receivedOn'])
    .select((eb) => eb.fn.min('h.at').as('enrolledAt'))
    .execute();

const dayNumber = (day: string) =>
  Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Each college's observed delay: the mean of its payments' days after enrolment, rounded. */
export function delaysOf(receipts: Awaited<ReturnType<typeof commissionReceipts>>) {
  const by = new Map<string, number[]>();
  for (const r of receipts) {
    if (!r.receivedOn || !r.enrolledAt) continue;
    const days = Math.max(0, dayNumber(r.receivedOn) - dayNumber(r.enrolledAt));
    by.set(r.college, [...(by.get(r.college) ?? []), days]);
  }
  return new Map(
    [...by].map(([college, days]) => [
      college,
      {
        delayDays: Math.round(days.reduce((a, b) => a + b, 0) / days.length),
        observed: days.length,
      },
    ]),
  );
}
