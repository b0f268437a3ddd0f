import { sql } from 'kysely';
import type { Db } from '../db/database';
import { filled } from '../modules/applications/commission';
import type { ForecastHistory } from '../modules/money/forecast.history';
import { reckonedFrom } from '../modules/applications/commission.sums';
import { recountAlike } from './commission-recount';

/*
 * What the forecast read before it read kept rows (migrations 039 and 065): its pipeline and
 * history counted again from the applications and their whole history, as it once did: what
 * the kept rows must always equal.
 */
const stageConversions = (db: Db) => {
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

const commissionReceipts = (db: Db) =>
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

export const recountedHistory: ForecastHistory = {
  sums: reckonedFrom(recountAlike),
  stageConversions,
  commissionReceipts,
};
