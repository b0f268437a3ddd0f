import type { FunnelDimension } from '@studydesk/contract';
import { addDays } from '../../lib/dates';
import { monthRange } from './dashboard-links';

/** What the funnel is split by: the picker's label, and the row heading's (and links') noun. */
export const DIMENSIONS: Record<FunnelDimension, { label: string; noun: string }> = {
  source: { label: 'Source', noun: 'Source' },
  campaign: { label: 'Campaign (UTM)', noun: 'Campaign' },
  counsellor: { label: 'Counsellor', noun: 'Counsellor' },
  country: { label: 'Destination country', noun: 'Country' },
  intake: { label: 'Intake', noun: 'Intake' },
};

export type Range = { from?: string; to?: string };

/** The periods offered (enquiries received then); the API's own default is all time. */
export const PERIODS: readonly { key: string; label: string; range: (today: string) => Range }[] = [
  { key: '30d', label: 'Last 30 days', range: (t) => ({ from: addDays(t, -29), to: t }) },
  { key: 'month', label: 'This month', range: (t) => monthRange(t) },
  { key: 'last-month', label: 'Last month', range: (t) => monthRange(t, -1) },
  { key: '90d', label: 'Last 90 days', range: (t) => ({ from: addDays(t, -89), to: t }) },
  { key: '12m', label: 'Last 12 months', range: (t) => ({ from: addDays(t, -364), to: t }) },
  { key: 'all', label: 'All time', range: () => ({}) },
];
export const DEFAULT_PERIOD = '30d';

/** The API's owner filter (me / none) is the list's view tab in the page's address. */
const OWNER_VIEW: Record<string, string> = { me: 'mine', none: 'unassigned' };

/** A figure's list: the enquiries list filtered by the API's link, so it counts the figure. */
export function funnelListUrl(link: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(link))
    params.set(key, key === 'owner' ? (OWNER_VIEW[value] ?? value) : value);
  const search = params.toString();
  return search ? `/enquiries?${search}` : '/enquiries';
}
