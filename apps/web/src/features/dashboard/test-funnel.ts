import {
  FUNNEL_STEPS,
  type DashboardFunnel,
  type FunnelDimension,
  type FunnelRow,
} from '@studydesk/contract';

/**
 * The funnel's answer for the web tests (GET /dashboard/funnel, contract DashboardFunnelSchema):
 * a campaign's row, a "Not given" row and the total, for 14 Feb – 15 Mar 2026.
 */
const RANGE = { from: '2026-02-14', to: '2026-03-15' };
type Counts = [number, number, number, number, number, number, number];

/** A row as the API builds it: each step's link is the base plus that step's own filter. */
function row(key: string | null, label: string, counts: Counts, base: Record<string, string>) {
  const stepLink = (i: number): Record<string, string> =>
    i === 0 ? {} : i === 1 ? { contacted: 'yes' } : { reached: FUNNEL_STEPS[i]! };
  return {
    key,
    label,
    steps: FUNNEL_STEPS.map((step, i) => ({
      step,
      count: counts[i]!,
      conversion: i === 0 || counts[i - 1] === 0 ? null : counts[i]! / counts[i - 1]!,
      link: { ...base, ...stepLink(i) },
    })),
  } satisfies FunnelRow;
}

export function funnelOf(by: FunnelDimension, owner?: 'me'): DashboardFunnel {
  const base = { ...RANGE, ...(owner && { owner }) };
  return {
    ...RANGE,
    by,
    total: row(null, 'All', [6, 5, 2, 2, 1, 1, 1], base),
    rows: [
      row('spring-open-day', 'spring-open-day', [4, 4, 2, 2, 1, 1, 1], {
        ...base,
        utmCampaign: 'spring-open-day',
      }),
      row(null, 'Not given', [2, 1, 0, 0, 0, 0, 0], { ...base, notGiven: by }),
    ],
  };
}
