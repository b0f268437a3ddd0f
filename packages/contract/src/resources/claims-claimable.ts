import { z } from 'zod';
import { id } from '../common/fields';
import { MoneySchema } from '../common/money-wire';

/*
 * What a new claim starts from: one college's enrolled students whose commission has an
 * instalment claimable today that no live claim line holds yet, one row per application.
 */
export const CLAIMABLE_PATH = '/claims/claimable';

export const ClaimableQuerySchema = z.object({
  college: id('College'),
  office: id('Office').optional(),
});
export type ClaimableQuery = z.infer<typeof ClaimableQuerySchema>;

export const ClaimableSchema = z.object({
  application: z.string(),
  enquiry: z.string(),
  office: z.string(),
  student: z.string(),
  courseTitle: z.string().nullable(),
  /** "September 2031" */
  intakeName: z.string().nullable(),
  tuition: MoneySchema.nullable(),
  /** The instalments claimable today, added up. */
  amount: MoneySchema,
  /** Which instalments of the college's schedule they are (1 is the first). */
  instalments: z.array(z.number().int()),
  /** The latest day one of them fell claimable; null when all are claimable at enrolment. */
  claimableSince: z.string().nullable(),
});
export type Claimable = z.infer<typeof ClaimableSchema>;
export const ClaimableListSchema = z.object({ data: z.array(ClaimableSchema) });
export type ClaimableList = z.infer<typeof ClaimableListSchema>;
