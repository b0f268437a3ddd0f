import { z } from 'zod';
import { isoDate } from '../common/fields';
import { IntakeDeadlineSchema } from './dashboard';

const count = z.number().int().min(0);

/** The admin's "Website form" screen: which sites may post the public forms. */
export const WebsiteFormSettingsSchema = z.object({
  /** PUBLIC_FORM_ORIGINS as the server read it; empty: other sites are refused. */
  origins: z.array(z.string()),
});
export type WebsiteFormSettings = z.infer<typeof WebsiteFormSettingsSchema>;

/** Enquiries received in [from, to] (whole UTC days, as the list's `from`/`to` filters). */
export const LeadSourcesQuerySchema = z
  .object({ from: isoDate('From'), to: isoDate('To') })
  .refine((q) => q.from <= q.to, { message: 'From must be on or before To', path: ['to'] });
export type LeadSourcesQuery = z.infer<typeof LeadSourcesQuerySchema>;

/** Enquiries with one UTM value (null: not tagged) and how many of them are converted. */
export const LeadSourceRowSchema = z.object({
  key: z.string().nullable(),
  enquiries: count,
  converted: count,
  /** converted ÷ enquiries */
  rate: z.number().min(0).max(1),
});
export type LeadSourceRow = z.infer<typeof LeadSourceRowSchema>;

export const LeadSourcesSchema = z.object({
  from: z.string(),
  to: z.string(),
  bySource: z.array(LeadSourceRowSchema),
  byCampaign: z.array(LeadSourceRowSchema),
});
export type LeadSources = z.infer<typeof LeadSourcesSchema>;

/** The reader's calendar day, which "closes in N days" counts from. */
export const EnquiryIntakesQuerySchema = z.object({ today: isoDate('Today').optional() });

/** An open intake matching an enquiry's interest, and when to follow up before it closes. */
export const EnquiryIntakeSchema = IntakeDeadlineSchema.extend({
  /** days from today to the deadline (0: closes today) */
  daysLeft: count,
  /** the follow-up date one click sets: 7 days before the deadline, or tomorrow if nearer */
  followUpDate: z.string(),
});
export type EnquiryIntake = z.infer<typeof EnquiryIntakeSchema>;
export const EnquiryIntakesSchema = z.object({ data: z.array(EnquiryIntakeSchema) });
