import type { EnquiryStatus, MyWork } from '@studydesk/contract';

/**
 * Where each figure leads: a list filtered so that its count is the figure. The enquiries
 * list reads `to` as the whole of that day (UTC), as the summary counts.
 */
export type EnquiryQuery = {
  status?: EnquiryStatus;
  category?: string;
  country?: string;
  utmSource?: string;
  utmCampaign?: string;
  /** enquiries interested in this intake */
  intake?: string;
  from?: string;
  to?: string;
};

export function enquiriesLink(query: EnquiryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `/enquiries?${search}` : '/enquiries';
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first and last day of the month `offset` months from the month of `date` (YYYY-MM…). */
export function monthRange(date: string, offset = 0): { from: string; to: string } {
  const first = utc(`${date.slice(0, 7)}-01`);
  first.setUTCMonth(first.getUTCMonth() + offset);
  const last = new Date(first);
  last.setUTCMonth(last.getUTCMonth() + 1, 0);
  return { from: iso(first), to: iso(last) };
}

export const dayLink = (date: string, status?: EnquiryStatus) =>
  enquiriesLink({ from: date, to: date, status });

export const LINKS = {
  followUps: '/follow-up',
  /** the list filters one status; the card counts new and read ones (open = not closed) */
  callRequests: '/contact?status=open',
  colleges: '/colleges',
  courses: '/course',
  countries: '/country',
  intakes: '/intake',
  team: '/my-team',
  activeTeam: '/my-team?status=active',
  pendingRegistrations: '/my-team?status=pending',
  intakesOf: (college: string) => `/intake?college=${encodeURIComponent(college)}`,
} as const;

/**
 * A staff member's own lists, counted as the cards count them: their enquiries
 * waiting for first contact (and waiting past the response target), their follow-up queue, and
 * their enquiries first contacted since Monday.
 */
export const myLinks = (w: MyWork) => ({
  waiting: '/enquiries?owner=mine&contacted=no',
  // each lead against its own office's target, as the card counts them
  pastTarget: '/enquiries?owner=mine&contacted=no&pastTarget=yes',
  followUps: '/follow-up?owner=mine',
  contacted: `/enquiries?owner=mine&contactedSince=${w.week.from}`,
});

/** "3 Nov" for 2025-11-03, "Nov 2025" for 2025-11: the same whatever the reader's zone. */
export const dayLabel = (date: string): string =>
  utc(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const monthLabel = (month: string): string =>
  utc(`${month}-01`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "1 enquiry", "12 enquiries" */
export const enquiriesCount = (n: number): string => `${n} ${n === 1 ? 'enquiry' : 'enquiries'}`;
