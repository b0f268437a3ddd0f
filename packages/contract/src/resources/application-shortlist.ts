import { z } from 'zod';
import { APPLICATION_PHASES } from './application-stages';

export * from './shortlist-basics';

/** A course the catalogue suggests for a student, with the intakes still open to them. */
export const ShortlistItemSchema = z.object({
  college: z.string(),
  collegeName: z.string(),
  countryName: z.string().nullable(),
  course: z.string(),
  courseTitle: z.string(),
  level: z.string().nullable(),
  /** How well it fits what the student asked for (higher first). */
  score: z.number(),
  /** Why it is suggested: "Matches 'data science' · Postgraduate · Canada · deadline in 20 days". */
  reason: z.string(),
  intakes: z.array(
    z.object({
      _id: z.string(),
      intakeMonth: z.string(),
      intakeYear: z.number().int(),
      deadlineDate: z.string(),
    }),
  ),
  /** The student already has a live application for this course at this college. */
  applied: z.boolean(),
  /** That application, when the caller may open it (else null). */
  applicationId: z.string().nullable(),
  /** The phase that application is in (null: none). */
  applicationPhase: z.enum(APPLICATION_PHASES).nullable(),
});
export type ShortlistItem = z.infer<typeof ShortlistItemSchema>;
export const ShortlistSchema = z.object({ data: z.array(ShortlistItemSchema) });
