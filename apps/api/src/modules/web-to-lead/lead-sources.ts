import type { LeadSourceRow, LeadSources, LeadSourcesQuery } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { addDays } from '../dashboard/calendar';

/** The most values of each tag shown; the rest are rarely worth a row on the dashboard. */
const TOP = 20;
const n = (v: unknown) => Number(v ?? 0);

/**
 * Live enquiries received in [from, to] per value of a UTM tag, and how many of those are now
 * converted (the status the conversion chart counts too). A blank tag counts as not tagged.
 */
async function byTag(
  db: Db,
  col: 'utmSource' | 'utmCampaign',
  q: LeadSourcesQuery,
): Promise<LeadSourceRow[]> {
  const rows = await db
    .selectFrom('enquiries')
    .select((eb) => [
      `enquiries.${col} as key`,
      eb.fn.countAll<string | number>().as('enquiries'),
      eb.fn
        .sum<string | number>(eb.case().when('status', '=', 'converted').then(1).else(0).end())
        .as('converted'),
    ])
    .where('deletedAt', 'is', null)
    .where('createdAt', '>=', q.from)
    .where('createdAt', '<', addDays(q.to, 1))
    .groupBy(`enquiries.${col}`)
    .execute();
  const merged = new Map<string | null, { enquiries: number; converted: number }>();
  for (const r of rows) {
    const key = r.key === '' ? null : r.key;
    const m = merged.get(key) ?? { enquiries: 0, converted: 0 };
    merged.set(key, {
      enquiries: m.enquiries + n(r.enquiries),
      converted: m.converted + n(r.converted),
    });
  }
  const order = (k: string | null) => k ?? '\uffff';
  return [...merged]
    .map(([key, c]) => ({ key, ...c, rate: c.converted / c.enquiries }))
    .sort((a, b) => b.enquiries - a.enquiries || (order(a.key) < order(b.key) ? -1 : 1))
    .slice(0, TOP);
}

export async function leadSources(db: Db, q: LeadSourcesQuery): Promise<LeadSources> {
  const [bySource, byCampaign] = await Promise.all([
    byTag(db, 'utmSource', q),
    byTag(db, 'utmCampaign', q),
  ]);
  return { from: q.from, to: q.to, bySource, byCampaign };
}
