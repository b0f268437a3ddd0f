import { milliPercent, WHOLE_AT_ENROLMENT, type ScheduleInstalment } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { inInstalments, scheduleOf } from '../applications/commission.schedule';
import { addDays } from '../dashboard/calendar';

/* The forecast's colleges' commission schedules (money.forecast.ts spreads by them). */

/** Each college's schedule as its commission rule keeps it (a college without one: absent). */
export async function schedulesOf(db: Db) {
  const rows = await db.selectFrom('college_commissions').select(['college', 'schedule']).execute();
  return new Map(rows.map((r) => [r.college, scheduleOf(r.schedule)]));
}
export type Schedules = Awaited<ReturnType<typeof schedulesOf>>;
export const scheduleFor = (s: Schedules, college: string) => s.get(college) ?? WHOLE_AT_ENROLMENT;

/** The forecast's one line on schedules: which of the pipeline's colleges claim in instalments. */
export function scheduleLine(colleges: readonly string[], s: Schedules): string {
  const split = colleges.filter((c) => inInstalments(scheduleFor(s, c))).length;
  if (split === 0) return 'All at enrolment: no college in the pipeline has a commission schedule';
  return `Each college\u2019s own: ${split} of ${colleges.length} colleges in the pipeline claim in instalments (a share at enrolment or some days after the intake starts, never before enrolment); the others all at enrolment`;
}

/**
 * `minor` split by the schedule's shares, each rounded half up, the last taking what is left
 * (as a claim splits an application's commission: claims.claimable.ts).
 */
export function splitBy(minor: bigint, schedule: readonly ScheduleInstalment[]): bigint[] {
  const parts = schedule
    .slice(0, -1)
    .map((p) => (minor * BigInt(milliPercent(p.share)) + 50_000n) / 100_000n);
  return [...parts, minor - parts.reduce((a, b) => a + b, 0n)];
}

/** The day an instalment falls claimable: at enrolment, or days after the intake starts (never
 * before enrolment: nothing is claimed for a student not enrolled). */
export function claimableDay(p: ScheduleInstalment, enrolment: string, start: string | null) {
  if (p.from === 'enrolment' || !start) return enrolment;
  const day = addDays(start, p.days);
  return day > enrolment ? day : enrolment;
}
