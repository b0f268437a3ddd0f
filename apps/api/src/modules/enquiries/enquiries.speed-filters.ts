import { sql } from 'kysely';
import { now } from '../../lib/ids';
import type { Query } from '../../lib/crud/repository';
import { pastOfficeTarget, type Dialected } from './past-target';

/** The moment before which an enquiry has waited more than `minutes` ("past the target"). */
export const waitedSince = (minutes: number): string =>
  new Date(Date.parse(now()) - minutes * 60_000).toISOString();

/**
 * The list filters behind the dashboard's speed-to-lead figures: contacted or still
 * waiting, the lead source (the UTM source when present, else the channel), and unassigned;
 * and those of the counsellor's own figures: first contacted since a day, and created
 * more than some minutes ago or past its office's response target.
 */
export function speedFilters(db: Dialected, qb: Query, q: Record<string, unknown>): Query {
  if (q.contacted === 'yes') qb = qb.where('enquiries.firstContactAt', 'is not', null);
  if (q.contacted === 'no') qb = qb.where('enquiries.firstContactAt', 'is', null);
  if (typeof q.leadSource === 'string')
    qb = qb.where(
      sql`coalesce(${sql.ref('enquiries.utmSource')}, ${sql.ref('enquiries.source')})`,
      '=',
      q.leadSource,
    );
  if (q.unassigned === 'yes') qb = qb.where('enquiries.assignedTo', 'is', null);
  if (typeof q.contactedSince === 'string')
    qb = qb.where('enquiries.firstContactAt', '>=', q.contactedSince);
  if (typeof q.waitingOver === 'number')
    qb = qb.where('enquiries.createdAt', '<', waitedSince(q.waitingOver));
  if (q.pastTarget === 'yes') qb = qb.where(pastOfficeTarget(db));
  return qb;
}
