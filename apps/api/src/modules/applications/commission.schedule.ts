import {
  CommissionScheduleSchema,
  WHOLE_AT_ENROLMENT,
  type ScheduleInstalment,
} from '@studydesk/contract';

/**
 * A rule's stored schedule (JSON text), or all of it at enrolment when none was set (or what
 * is stored cannot be read: written by hand, it still claims the whole commission once).
 */
export function scheduleOf(stored: string | null | undefined): ScheduleInstalment[] {
  if (!stored) return WHOLE_AT_ENROLMENT;
  try {
    const parsed = CommissionScheduleSchema.safeParse(JSON.parse(stored));
    return parsed.success && parsed.data.length > 0 ? parsed.data : WHOLE_AT_ENROLMENT;
  } catch {
    return WHOLE_AT_ENROLMENT;
  }
}

/** Whether a schedule is anything but the whole commission at enrolment. */
export const inInstalments = (s: readonly ScheduleInstalment[]) =>
  s.length > 1 || s[0]?.from !== 'enrolment';

/** A schedule as people read it: "50% at enrolment, 50% 120 days after the intake starts". */
export function describeSchedule(s: readonly ScheduleInstalment[]): string {
  if (!inInstalments(s)) return 'All at enrolment';
  return s
    .map((p) =>
      p.from === 'enrolment'
        ? `${p.share}% at enrolment`
        : p.days === 0
          ? `${p.share}% when the intake starts`
          : `${p.share}% ${p.days} days after the intake starts`,
    )
    .join(', ');
}
