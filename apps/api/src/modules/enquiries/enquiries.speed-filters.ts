import { sql } from 'kysely';
import type { Query } from '../../lib/crud/repository';

/**
 * The list filters behind the dashboard's speed-to-lead figures (issue 10): contacted or still
 * waiting, the lead source (the UTM source when present, else the channel), and unassigned.
 */
export function speedFilters(qb: Query, q: Record<string, unknown>): Query {
  if (q.contacted === 'yes') qb = qb.where('enquiries.firstContactAt', 'is not', null);
  if (q.contacted === 'no') qb = qb.where('enquiries.firstContactAt', 'is', null);
  if (typeof q.leadSource === 'string')
    qb = qb.where(
      sql`coalesce(${sql.ref('enquiries.utmSource')}, ${sql.ref('enquiries.source')})`,
      '=',
      q.leadSource,
    );
  if (q.unassigned === 'yes') qb = qb.where('enquiries.assignedTo', 'is', null);
  return qb;
}
