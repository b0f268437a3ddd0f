import { z } from 'zod';
import { id, MULTILINE, text } from '../common/fields';
export { ENQUIRY_MAIL_MESSAGES } from './mail-basics';

/*
 * "E-mail" on an enquiry's record: a counsellor writes to the student from the
 * record. The server merges the text with the student's values ({{firstName}} …), sends it
 * through the outbox with Reply-To the counsellor, records it on the timeline and counts it as
 * a contact (the speed-to-lead clock stops).
 */

/**
 * POST /enquiries/:id/emails. Plain text without markup, as every text field (its HTML version
 * is written from it, escaped); one line of subject, so no header can be slipped in.
 */
export const EnquiryMailSchema = z.object({
  subject: text('Subject', 200),
  body: text('Message', 20_000, MULTILINE),
  /** The template it started from, if any (recorded with it). */
  template: id('Template').optional(),
  /** The student's mail (a reply on the timeline) it answers: the thread's headers are kept. */
  inReplyTo: id('Reply').optional(),
});
export type EnquiryMail = z.infer<typeof EnquiryMailSchema>;

/** Where a mail is in the outbox: waiting (for the server, or to retry), sent, failed … */
export const MAIL_STATES = ['waiting', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailState = (typeof MAIL_STATES)[number];

const entry = {
  _id: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
};
/** On the timeline: "E-mail sent: subject", to whom, and where the mail is now. */
export const EmailEntrySchema = z.object({
  ...entry,
  type: z.literal('email'),
  to: z.string(),
  subject: z.string(),
  /** null: the outbox row is gone (cleaned) */
  state: z.enum(MAIL_STATES).nullable(),
  lastError: z.string().nullable(),
});
export type EmailEntry = z.infer<typeof EmailEntrySchema>;

/** The answer of POST /enquiries/:id/emails (201): the line as the timeline shows it. */
export const EnquiryMailSentSchema = EmailEntrySchema;
