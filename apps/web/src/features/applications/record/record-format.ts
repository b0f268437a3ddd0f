import type { Application } from '@studydesk/contract';

const DAY = 24 * 60 * 60 * 1000;

/** "Lakeside College — MSc Data Science": what an application is for. */
export const applicationTitle = (a: Pick<Application, 'collegeName' | 'courseTitle'>) =>
  [a.collegeName, a.courseTitle].filter(Boolean).join(' — ') || 'Application';

/** "September 2031", or null while shortlisted without one. */
export const intakeName = (a: Pick<Application, 'intakeMonth' | 'intakeYear'>) =>
  a.intakeMonth && a.intakeYear ? `${a.intakeMonth} ${a.intakeYear}` : null;

/** How long it has been in its stage: "since today", "for 1 day", "for 12 days". */
export function timeInStage(stageAt: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(stageAt).getTime()) / DAY));
  if (days === 0) return 'since today';
  return days === 1 ? 'for 1 day' : `for ${days} days`;
}

/** A number as a form field holds it: text, '' for nothing. */
export const asField = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '' : String(v);
