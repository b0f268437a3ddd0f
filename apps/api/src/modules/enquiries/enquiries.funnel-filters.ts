import { sql, type RawBuilder } from 'kysely';
import { FUNNEL_DIMENSIONS, REACHED_PHASES, type FunnelDimension } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { Query } from '../../lib/crud/repository';
import { reachedPhase } from '../applications/applications.reached';

const ref = (col: string) => sql.ref(`enquiries.${col}`);

/** Each funnel dimension's value on an `enquiries` row (the source: UTM source, else channel). */
export const DIMENSION_VALUE: Record<FunnelDimension, RawBuilder<string | null>> = {
  source: sql`coalesce(${ref('utmSource')}, ${ref('source')})`,
  campaign: sql`${ref('utmCampaign')}`,
  counsellor: sql`${ref('assignedTo')}`,
  country: sql`${ref('country')}`,
  intake: sql`${ref('preferredIntake')}`,
};

/** The enquiries list's filter matching one value of each dimension exactly. */
export const DIMENSION_FILTER = {
  source: 'leadSource',
  campaign: 'utmCampaign',
  counsellor: 'assignedTo',
  country: 'country',
  intake: 'preferredIntake',
} as const satisfies Record<FunnelDimension, string>;

/** "Not given": NULL and a blank answer alike (the funnel groups both as one row). */
export const isBlank = (value: string | null) => value === null || value.trim() === '';

/** Whether `v` is one of `values` (the contract has checked it; this narrows the type). */
const isOneOf = <T extends string>(values: readonly T[], v: unknown): v is T =>
  (values as readonly unknown[]).includes(v);

/**
 * The list filters behind the dashboard's funnel: the preferred intake, a
 * dimension not given, and a phase reached (applications.reached.ts defines it).
 */
export function funnelFilters(db: Db, qb: Query, q: Record<string, unknown>): Query {
  if (typeof q.preferredIntake === 'string')
    qb = qb.where('enquiries.preferredIntake', '=', q.preferredIntake);
  const dim = q.notGiven;
  if (isOneOf(FUNNEL_DIMENSIONS, dim))
    qb = qb.where(sql<boolean>`coalesce(trim(${DIMENSION_VALUE[dim]}), '') = ''`);
  const phase = q.reached;
  if (isOneOf(REACHED_PHASES, phase)) qb = qb.where((eb) => eb.exists(reachedPhase(db, phase)));
  return qb;
}
