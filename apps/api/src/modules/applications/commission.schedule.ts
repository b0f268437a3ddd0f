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
