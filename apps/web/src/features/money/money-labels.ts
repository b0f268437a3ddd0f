import type { AgeBand } from '@studydesk/contract';

/** "Mar 2026" for 2026-03. */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const AGE_LABELS: Record<AgeBand, string> = {
  current: 'Not due yet',
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
};
