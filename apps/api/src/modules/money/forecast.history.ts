import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { filled } from '../applications/commission';
import { keptSums, type ReckonedSource } from '../applications/commission.sums';

/*
 * What the forecast learns from the agency's own history: how often an application that passed
 * through a stage ended enrolled, and how long each college took to pay its commission.
 */

const phase = sql.ref('s.phase');
const decided = sql<number | string>`sum(case when ${phase} in ('enrolled', 'closed')
  then ${sql.ref('k.n')} else 0 end)`;

/**
 * Per stage, the decided applications (now enrolled or closed) whose history passed through it,
 * and how many of them are enrolled. Open ones are left out: they have not decided yet. Read
 * from the live applications kept per stage passed and stage now (migration 065), the phase of
 * the stage now joined here: a few dozen rows, not every decided application's history.
 */
export const stageConversions = (db: Db) =>
  db
    .selectFrom('stage_paths as k')
    .innerJoin('application_stages as s', 's.key', 'k.stage')
    .groupBy('k.passed')
    .select('k.passed as stage')
    .select(decided.as('decided'))
    .select(
      sql<
        number | string
      >`sum(case when ${phase} = 'enrolled' then ${sql.ref('k.n')} else 0 end)`.as('enrolled'),
    )
    .having(decided, '>', 0)
    .execute();

/**
 * Commission received per enrolled application: the day it was enrolled and the day the college
 * paid. Today that is the date staff record on the application; claims will feed it from their
 * payments here, in this one place. Driven from the few applications with a payment (migration
 * 065's partial index), each then looking up its own history by its enrolled stages in an index
 * that holds the day (migration 069), never the whole history nor its rows. One
 * never enrolled has no day (`delaysOf` passes it by): filtered here, both databases worked its
 * history out twice.
 */
export const commissionReceipts = (db: Db) =>
  db
    .selectFrom('applications as a')
    .where('a.deletedAt', 'is', null)
    .where(filled('a.commissionReceivedDate'))
    .select(['a.college', 'a.commissionReceivedDate as receivedOn'])
    .select((eb) =>
      eb
        .selectFrom('application_stage_changes as h')
        .whereRef('h.applicationId', '=', 'a.id')
        .where('h.to', 'in', (e) =>
          e.selectFrom('application_stages as s').where('s.phase', '=', 'enrolled').select('s.key'),
        )
        .select((e) => e.fn.min('h.at').as('at'))
        .as('enrolledAt'),
    )
    .execute();

/**
 * Where the forecast reads its pipeline (groups of like applications) and learns its history
 * from: the kept rows (a test recounts them all from the applications and their history).
 */
export type ForecastHistory = {
  sums: ReckonedSource;
  stageConversions: (
    db: Db,
  ) => Promise<{ stage: string; decided: number | string; enrolled: number | string }[]>;
  commissionReceipts: (
    db: Db,
  ) => Promise<{ college: string; receivedOn: string | null; enrolledAt: string | null }[]>;
};
export const keptHistory: ForecastHistory = {
  sums: keptSums,
  stageConversions,
  commissionReceipts,
};

/** Days since 1970 of each YYYY-MM-DD seen: thousands of receipts, a few hundred days. */
const dayNumbers = () => {
  const seen = new Map<string, number>();
  return (at: string) => {
    const day = at.slice(0, 10);
    let n = seen.get(day);
    if (n === undefined)
      seen.set(day, (n = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000)));
    return n;
  };
};

/** Each college's observed delay: the mean of its payments' days after enrolment, rounded. */
export function delaysOf(receipts: Awaited<ReturnType<ForecastHistory['commissionReceipts']>>) {
  const by = new Map<string, number[]>();
  const dayNumber = dayNumbers();
  for (const r of receipts) {
    if (!r.receivedOn || !r.enrolledAt) continue;
    const days = Math.max(0, dayNumber(r.receivedOn) - dayNumber(r.enrolledAt));
    const seen = by.get(r.college);
    if (seen) seen.push(days);
    else by.set(r.college, [days]);
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
