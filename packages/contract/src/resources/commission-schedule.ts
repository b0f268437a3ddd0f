import { z } from 'zod';
import { email, oneOf, text } from '../common/fields';
import { percentInput } from './money';

/*
 * A college's commission schedule: the commission is claimed in instalments (two semesters,
 * say), each a share of it in percent, claimable at enrolment or a number of days after the
 * intake starts (the first day of its month). The shares add up to exactly 100.
 */
export const CLAIMABLE_FROM = ['enrolment', 'intake-start'] as const;
export type ClaimableFrom = (typeof CLAIMABLE_FROM)[number];
export const SCHEDULE_MAX = 6;
export const SCHEDULE_MESSAGES = {
  sum: 'The shares must add up to 100 %',
  zero: 'A share must be above 0',
  daysAtEnrolment: 'Days count from the intake\u2019s start: choose "intake-start" or 0 days',
} as const;

/** A percentage as text ("33.333") in thousandths of a percent, exact. */
export const milliPercent = (percent: string): number => {
  const [whole = '0', frac = ''] = percent.split('.');
  return Number(whole) * 1000 + Number(frac.padEnd(3, '0').slice(0, 3));
};

export const ScheduleInstalmentBodySchema = z.object({
  share: percentInput('Share'),
  from: oneOf('Claimable from', CLAIMABLE_FROM).default('enrolment'),
  days: z
    .number('Days must be a whole number')
    .int('Days must be a whole number')
    .min(0, 'Days cannot be negative')
    .max(730, 'Days are at most 730')
    .default(0),
});

export const CommissionScheduleBodySchema = z
  .array(ScheduleInstalmentBodySchema, 'Schedule must be a list')
  .min(1, 'Add at least one instalment')
  .max(SCHEDULE_MAX, `At most ${SCHEDULE_MAX} instalments`)
  .superRefine((list, ctx) => {
    list.forEach((p, i) => {
      if (milliPercent(p.share) === 0)
        ctx.addIssue({ code: 'custom', path: [i, 'share'], message: SCHEDULE_MESSAGES.zero });
      if (p.from === 'enrolment' && p.days > 0)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'days'],
          message: SCHEDULE_MESSAGES.daysAtEnrolment,
        });
    });
    if (list.reduce((s, p) => s + milliPercent(p.share), 0) !== 100_000)
      ctx.addIssue({ code: 'custom', path: [], message: SCHEDULE_MESSAGES.sum });
  });
export type CommissionScheduleBody = z.infer<typeof CommissionScheduleBodySchema>;

export const ScheduleInstalmentSchema = z.object({
  share: z.string(),
  from: z.enum(CLAIMABLE_FROM),
  days: z.number().int(),
});
export type ScheduleInstalment = z.infer<typeof ScheduleInstalmentSchema>;
export const CommissionScheduleSchema = z.array(ScheduleInstalmentSchema);
/** What a rule without a schedule means: all of it, at enrolment. */
export const WHOLE_AT_ENROLMENT: ScheduleInstalment[] = [
  { share: '100', from: 'enrolment', days: 0 },
];

export const ClaimsContactBodySchema = z.object({
  name: text('Contact name', 120),
  email: email(),
});
export const ClaimsContactSchema = z.object({ name: z.string(), email: z.string() });
export type ClaimsContact = z.infer<typeof ClaimsContactSchema>;
