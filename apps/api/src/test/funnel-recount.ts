import { sql } from 'kysely';
import { FUNNEL_STEPS, REACHED_PHASES, type FunnelDimension } from '@studydesk/contract';
import type { Db } from '../db/database';
import { reachedPhase } from '../modules/applications/applications.reached';
import { addDays } from '../modules/dashboard/calendar';
import { DIMENSION_VALUE, isBlank } from '../modules/enquiries/enquiries.funnel-filters';

type Query = { from?: string; to?: string; by: FunnelDimension };

/**
 * The funnel counted from the base tables, enquiry by enquiry (how it was answered before kept
 * counts): the reference the kept counts are held to. Per value of the dimension (blank and
 * NULL together), each step's distinct enquiries.
 */
export async function recountFunnel(db: Db, q: Query, owner: string | null) {
  const reached = (
    i: number,
  ) => sql<number>`case when exists ${reachedPhase(db, REACHED_PHASES[i]!)}
    then 1 end`;
  let qb = db
    .selectFrom('enquiries')
    .select(DIMENSION_VALUE[q.by].as('key'))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('enquiries'),
      eb.fn.count<number | string>('enquiries.firstContactAt').as('contacted'),
      ...REACHED_PHASES.map((p, i) => eb.fn.count<number | string>(reached(i)).as(p)),
    ])
    .where('enquiries.deletedAt', 'is', null)
    .groupBy(DIMENSION_VALUE[q.by]);
  if (q.from) qb = qb.where('enquiries.createdAt', '>=', q.from);
  if (q.to) qb = qb.where('enquiries.createdAt', '<', `${addDays(q.to, 1)}T00:00:00.000Z`);
  if (owner) qb = qb.where('enquiries.assignedTo', '=', owner);
  const groups = new Map<string | null, number[]>();
  for (const r of await qb.execute()) {
    const key = isBlank(r.key) ? null : r.key;
    const counts = [r.enquiries, r.contacted, ...REACHED_PHASES.map((p) => r[p])].map(Number);
    const had = groups.get(key) ?? FUNNEL_STEPS.map(() => 0);
    groups.set(
      key,
      had.map((n, i) => n + counts[i]!),
    );
  }
  return groups;
}
