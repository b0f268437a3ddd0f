import { z } from 'zod';
import { oneOf } from '../common/fields';
import { ListQuerySchema } from '../common/list';
import { MAIL_STATES } from './enquiry-mail';

/*
 * The outbox, admins only: every mail StudyDesk sends waits here until the mail
 * server takes it. GET /outbox lists it newest first (all, or one state), without the bodies;
 * GET /outbox/:id is one mail with its message (text, HTML, headers) for the dialog.
 * POST /outbox/:id/resend puts a failed, cancelled or waiting mail back in line now (attempts
 * from 0); DELETE /outbox/:id cancels a waiting or failed one. A sent mail or one being sent
 * cannot be changed (409).
 */
export const outboxResource = { path: '/outbox' } as const;

export const OUTBOX_MESSAGES = {
  noMailServer: 'No mail server set',
  notFound: 'Mail not found',
  sent: 'This mail has been sent: it cannot be changed',
  sending: 'This mail is being sent: try again in a moment',
  alreadyCancelled: 'This mail is already cancelled',
  resent: 'The mail will be sent again',
  cancelled: 'The mail is cancelled',
} as const;

/** A mail as the list shows it. */
export const OutboxMailSchema = z.object({
  _id: z.string(),
  /** What it is: ack, assigned, digest, reset, enquiry … */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  /** Attempts to send it so far. */
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  /** When it will be tried next (waiting), null otherwise. */
  nextAttemptAt: z.string().nullable(),
  enquiryId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** One mail with its message, as it is (or was) sent. */
export const OutboxMessageSchema = OutboxMailSchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListQuerySchema = ListQuerySchema.pick({ page: true, limit: true }).extend({
  state: oneOf('State', MAIL_STATES).optional(),
});
export type OutboxListQuery = z.input<typeof OutboxListQuerySchema>;

export const OutboxListSchema = z.object({
  data: z.array(OutboxMailSchema),
  total: z.number().int().min(0),
  /** False without SMTP_URL: mail waits here until a start with a mail server. */
  mailServer: z.boolean(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** Answer of resend and cancel: the mail as it is now. */
export const OutboxChangedSchema = z.object({ message: z.string(), mail: OutboxMailSchema });
