import { sql, type AliasedSelectQueryBuilder } from 'kysely';
import type { CommissionStatus } from '@studydesk/contract';
import { statusOf } from '../../db/commission-reckoning';
import type { Db } from '../../db/database';
import { scopeOffice } from '../../lib/scope/offices';
import { reckonedGroups, type AlikeSource, type CommissionFilter } from './commission.groups';

/*
 * What the commission summary and the forecast read: the reckoned commission summed per
 * intake, college, stage, commission currency and status, with how many applications, how many
 * of them priced, their expected minor units and their hand-recorded amounts (FINE units). From
 * the kept sums (migration 066), or (a test's recount) from groups of like applications
 * reckoned as they are read.
 */
export type Reckoned = {
  intake: string | null;
  intakeMonth: string | null;
  intakeYear: number | null;
  college: string;
  collegeName: string | null;
  currency: string | null;
  stage: string;
  phase: string;
  status: CommissionStatus | null;
  n: number | string;
  priced: number | string;
  expectedMinor: number | string;
  invoicedFine: number | string;
  receivedFine: number | string;
};
export type ReckonedSource = (
  db: Db,
  f: CommissionFilter,
) => { as(alias: 'x'): AliasedSelectQueryBuilder<Reckoned, 'x'> };
/** What the commission summary needs of it: no stage, only the status it gives. */
export type Summed = Omit<Reckoned, 'stage' | 'phase'>;
export type SummedSource = (
  db: Db,
  f: CommissionFilter,
) => { as(alias: 'x'): AliasedSelectQueryBuilder<Summed, 'x'> };

/** The kept sums of the viewer's offices (and a counsellor's own), with their stage's phase. */
export const keptSums: ReckonedSource = (db, f) => {
  let qb = scopeOffice(db.selectFrom('commission_sums as k'), 'k.officeId')
    .innerJoin('application_stages as s', 's.key', 'k.stage')
    .leftJoin('colleges as c', 'c.id', 'k.college')
    .leftJoin('intakes as i', 'i.id', 'k.intake');
  if (f.owner !== undefined) qb = qb.where('k.owner', '=', f.owner);
  if (f.college) qb = qb.where('k.college', '=', f.college);
  if (f.intakeMonth) qb = qb.where('i.intakeMonth', '=', f.intakeMonth);
  if (f.intakeYear) qb = qb.where('i.intakeYear', '=', f.intakeYear);
  return qb.select([
    sql<string | null>`nullif(${sql.ref('k.intake')}, '')`.as('intake'),
    'i.intakeMonth',
    'i.intakeYear',
    'k.college',
    'c.name as collegeName',
    sql<string | null>`nullif(${sql.ref('k.currency')}, '')`.as('currency'),
    'k.stage',
    's.phase',
    statusOf(sql`${sql.ref('k.received')} = 1`, sql`${sql.ref('k.invoiced')} = 1`).as('status'),
    'k.n',
    'k.priced',
    'k.expectedMinor',
    'k.invoicedFine',
    'k.receivedFine',
  ]);
};

/**
 * The kept sums rolled up without the owner (migration 070), by status: a few rows per intake,
 * college and currency in each office. Not for one owner's view, which the rollup cannot tell.
 */
export const keptRollup: SummedSource = (db, f) => {
  if (f.owner !== undefined) throw new Error('the rollup holds no owner: read the kept sums');
  let qb = scopeOffice(db.selectFrom('commission_rollup as k'), 'k.officeId')
    .leftJoin('colleges as c', 'c.id', 'k.college')
    .leftJoin('intakes as i', 'i.id', 'k.intake');
  if (f.college) qb = qb.where('k.college', '=', f.college);
  if (f.intakeMonth) qb = qb.where('i.intakeMonth', '=', f.intakeMonth);
  if (f.intakeYear) qb = qb.where('i.intakeYear', '=', f.intakeYear);
  return qb.select([
    sql<string | null>`nullif(${sql.ref('k.intake')}, '')`.as('intake'),
    'i.intakeMonth',
    'i.intakeYear',
    'k.college',
    'c.name as collegeName',
    sql<string | null>`nullif(${sql.ref('k.currency')}, '')`.as('currency'),
    sql<CommissionStatus | null>`nullif(${sql.ref('k.status')}, '')`.as('status'),
    'k.n',
    'k.priced',
    'k.expectedMinor',
    'k.invoicedFine',
    'k.receivedFine',
  ]);
};

/** The same shape from groups of like applications, each reckoned as it is read. */
export const reckonedFrom =
  (alike: AlikeSource): ReckonedSource =>
  (db, f) =>
    db
      .selectFrom(reckonedGroups(db, f, alike).as('g'))
      .select(['g.intake', 'g.intakeMonth', 'g.intakeYear', 'g.college', 'g.collegeName'])
      .select(['g.currency', 'g.stage', 'g.phase', 'g.status', 'g.n'])
      .select([
        sql<number>`case when ${sql.ref('g.expectedMinor')} is null then 0 else ${sql.ref('g.n')} end`.as(
          'priced',
        ),
        sql<number>`${sql.ref('g.n')} * coalesce(${sql.ref('g.expectedMinor')}, 0)`.as(
          'expectedMinor',
        ),
        'g.invoicedFine',
        'g.receivedFine',
      ]);
