import { sql, type AliasedSelectQueryBuilder } from 'kysely';
import { reckoned } from './commission';
import type { Db } from '../../db/database';
import { foldLater } from '../../db/fold-later';
import { foldCommissionGroups } from '../../db/migrations/039-commission-groups';
import { foldStagePaths } from '../../db/migrations/065-stage-paths';
import { foldCommissionSums } from '../../db/migrations/066-commission-sums';
import { foldCommissionRollup } from '../../db/migrations/070-commission-rollup';
import { scopeOffice } from '../../lib/scope/offices';

/*
 * The commission summary's groups of like applications, read from `commission_groups`
 * (migration 039: kept by triggers in every writing transaction, by office and owner too).
 */
export type CommissionFilter = {
  /** A counsellor's scope: their own applications only, not the agency's unassigned ones. */
  owner?: string;
  college?: string;
  intakeMonth?: string;
  intakeYear?: number;
};

/**
 * Live applications counted by what their commission is reckoned from: the rows migration 039
 * keeps, narrowed to the viewer's offices (and a counsellor's own), '' and -1 back to null.
 * Read as kept, not grouped again without office and owner first: each row reckons alike to
 * its group (all the reckoning reads is in the key), so the reader sums them once, by what it
 * answers, and drops what nets to none (PostgreSQL's deltas of applications gone).
 */
export function keptAlike(db: Db, f: CommissionFilter) {
  let qb = scopeOffice(db.selectFrom('commission_groups as k'), 'k.officeId');
  if (f.owner !== undefined) qb = qb.where('k.owner', '=', f.owner);
  if (f.college) qb = qb.where('k.college', '=', f.college);
  return qb.select([
    sql<string | null>`nullif(${sql.ref('k.intake')}, '')`.as('intake'),
    'k.college',
    'k.stage',
    sql<string | null>`nullif(${sql.ref('k.currency')}, '')`.as('currency'),
    sql<number | null>`nullif(${sql.ref('k.tuition')}, -1)`.as('tuition'),
    sql<boolean>`${sql.ref('k.received')} = 1`.as('received'),
    sql<boolean>`${sql.ref('k.invoiced')} = 1`.as('invoiced'),
    'k.n',
    'k.invoicedFine',
    'k.receivedFine',
  ]);
}
/** A group of like applications, as the summary reckons it. */
export type Alike = {
  intake: string | null;
  college: string;
  stage: string;
  currency: string | null;
  tuition: number | null;
  received: boolean;
  invoiced: boolean;
  n: number | string;
  invoicedFine: number | string;
  receivedFine: number | string;
};
/** Where the summary's groups come from: the kept ones (a test recounts them from the tables). */
export type AlikeSource = (
  db: Db,
  f: CommissionFilter,
) => { as(alias: 'g'): AliasedSelectQueryBuilder<Alike, 'g'> };

/** The groups' deltas, the kept sums' (migration 066) and their rollup's (070) and the
 * forecast's stage paths (065), folded after a summary or forecast answered (db/fold-later.ts). */
export const foldGroupsLater = foldLater(
  foldCommissionGroups,
  foldCommissionSums,
  foldCommissionRollup,
  foldStagePaths,
);

/** Each group of like applications with its stage, currency, expected minor units and status. */
export function reckonedGroups(db: Db, f: CommissionFilter, alike: AlikeSource) {
  const g = reckoned({
    currency: sql.ref('g.currency'),
    tuition: sql.ref('g.tuition'),
    received: sql.ref('g.received'),
    invoiced: sql.ref('g.invoiced'),
  });
  let qb = db
    .selectFrom(alike(db, f).as('g'))
    .innerJoin('application_stages as s', 's.key', 'g.stage')
    .leftJoin('colleges as c', 'c.id', 'g.college')
    .leftJoin('countries as co', 'co.id', 'c.country')
    .leftJoin('college_commissions as r', 'r.college', 'g.college')
    .leftJoin('intakes as i', 'i.id', 'g.intake');
  if (f.intakeMonth) qb = qb.where('i.intakeMonth', '=', f.intakeMonth);
  if (f.intakeYear) qb = qb.where('i.intakeYear', '=', f.intakeYear);
  return qb
    .select(['g.intake', 'i.intakeMonth', 'i.intakeYear', 'g.college', 'c.name as collegeName'])
    .select(['g.n', 'g.invoicedFine', 'g.receivedFine', 'g.stage', 's.phase'])
    .select([
      g.currency.as('currency'),
      g.expectedMinor.as('expectedMinor'),
      g.status.as('status'),
    ]);
}
