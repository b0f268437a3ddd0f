import { z } from 'zod';

/** One document a student sent through their link, awaiting review, as the bell lists it. */
export const ToReviewItemSchema = z.object({
  /** the document */
  _id: z.string(),
  /** the student (an enquiry) */
  enquiry: z.string(),
  enqNo: z.string(),
  name: z.string(),
  /** the document's type */
  type: z.string(),
  createdAt: z.string(),
});
export type ToReviewItem = z.infer<typeof ToReviewItemSchema>;

/** The uploads awaiting the user's review, newest first (at most TO_REVIEW_LIMIT), and how many. */
export const ToReviewSchema = z.object({
  data: z.array(ToReviewItemSchema),
  count: z.number().int().nonnegative(),
});
export type ToReview = z.infer<typeof ToReviewSchema>;
