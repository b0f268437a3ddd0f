import { z } from 'zod';
import {
  blankable,
  email,
  id,
  isoDate,
  mobile,
  MULTILINE,
  oneOf,
  optionalText,
  text,
} from '../common/fields';
import { ListQuerySchema } from '../common/list';
import { EnquiryFiltersSchema, EnquirySchema, EnquiryStaffSchema } from './enquiries';
import { ENQUIRY_STATUSES } from './enquiry-basics';
export { EXPORT_TOTAL_HEADER } from './enquiry-basics';
import { CONTACT_OUTCOMES } from './follow-up-basics';
import { CallAttemptEntrySchema, CallRequestEntrySchema } from './call-backs';
import { EmailEntrySchema } from './enquiry-mail';
import { DocumentEntrySchema } from './documents';
import { ReplyEntrySchema } from './inbox';
import { SESSION_EVENTS } from './appointment-basics';
import { FollowUpSchema } from './followups';
import { RecordChangeSchema } from './history';

/** Where a staff-logged enquiry came from: every source but the public form. */
export const STAFF_SOURCES = ['phone', 'walk-in', 'email', 'referral', 'social', 'other'] as const;
export type StaffSource = (typeof STAFF_SOURCES)[number];

/**
 * POST /enquiries with a staff session: no consent, no honeypot, `source` required.
 * A caller on the phone may give no e-mail (or a walk-in no number): one of the two is enough.
 */
export const EnquiryStaffCreateSchema = EnquiryStaffSchema.omit({ status: true })
  .extend({
    source: oneOf('Source', STAFF_SOURCES),
    email: blankable(email()),
    mobile: blankable(mobile()),
  })
  .refine((v) => v.email !== undefined || v.mobile !== undefined, {
    message: 'Enter a mobile number or an email address',
    path: ['mobile'],
  });
export type EnquiryStaffCreate = z.infer<typeof EnquiryStaffCreateSchema>;

const outcome = oneOf('Outcome', CONTACT_OUTCOMES);
const next = {
  /** When to contact them again: creates the next (open) follow-up. */
  nextContactDate: isoDate('Next contact date').optional(),
  /** What the next follow-up is about (default: "Follow up: " + what was said). */
  nextNote: optionalText('Next step', 2000, MULTILINE),
  /** Moves the enquiry to this status in the same transaction. */
  status: oneOf('Status', ENQUIRY_STATUSES).optional(),
};

/**
 * POST /enquiries/:id/contact-log: what was said, how it went, what next, in one request. The
 * enquiry's open follow-ups due by `today` (the browser's date; default today in UTC) are
 * marked done with the same outcome: the contact they asked for has happened.
 */
export const ContactLogSchema = z.object({
  note: text('What was said', 2000, MULTILINE),
  outcome,
  ...next,
  today: isoDate('Today').optional(),
});
export type ContactLog = z.infer<typeof ContactLogSchema>;

/** POST /followUp/:id/done: takes a follow-up off the queue, optionally booking the next. */
export const FollowUpDoneSchema = z.object({
  outcome,
  note: optionalText('What was said', 2000, MULTILINE),
  ...next,
});
export type FollowUpDone = z.infer<typeof FollowUpDoneSchema>;

/** Answer of both: the follow-up written (or completed), the next one if booked, the enquiry now. */
export const ContactLogResultSchema = z.object({
  followUp: FollowUpSchema,
  next: FollowUpSchema.nullable(),
  enquiry: EnquirySchema,
});
export type ContactLogResult = z.infer<typeof ContactLogResultSchema>;

/** GET /enquiries/:id/timeline: one list, newest first. */
const origin = {
  /** The number of the enquiry the line came from when that one was merged into this one. */
  mergedFrom: z.string().nullable().optional(),
};
const entry = {
  _id: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  ...origin,
};
export const TimelineEntrySchema = z.discriminatedUnion('type', [
  z.object({ ...entry, type: z.literal('status'), from: z.string().nullable(), to: z.string() }),
  /** A field edit; `from`/`to` are display values (staff names for assignedTo). */
  z.object({
    ...entry,
    type: z.literal('edit'),
    field: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  /** A follow-up booked (what is due, and when). */
  z.object({
    ...entry,
    type: z.literal('followUp'),
    followUpId: z.string(),
    details: z.string(),
    nextContactDate: z.string().nullable(),
  }),
  /** A contact made: logged directly, or a follow-up marked done. */
  z.object({
    ...entry,
    type: z.literal('contact'),
    followUpId: z.string(),
    outcome: z.enum(CONTACT_OUTCOMES).nullable(),
    note: z.string().nullable(),
  }),
  CallAttemptEntrySchema.extend(origin),
  CallRequestEntrySchema.extend(origin),
  /** A mail written to the student from the record. */
  EmailEntrySchema.extend(origin),
  /** A student document uploaded, downloaded, reviewed, deleted or restored. */
  DocumentEntrySchema.extend(origin),
  /** A mail that came in: the student's reply, or a counsellor's own mail copied to bcc@. */
  ReplyEntrySchema.extend(origin),
  /**
   * One of the student's applications moved between stages; `from` null: opened.
   * Stages by key and by name (a retired stage keeps its name).
   */
  z.object({
    ...entry,
    type: z.literal('applicationStage'),
    applicationId: z.string(),
    collegeName: z.string().nullable(),
    courseTitle: z.string().nullable(),
    from: z.string().nullable(),
    fromName: z.string().nullable(),
    to: z.string(),
    toName: z.string().nullable(),
    note: z.string().nullable(),
  }),
  /**
   * A counselling session booked, moved (`from` the old start), checked in, held, missed or
   * cancelled; `start` on the office's clock (`zone`). No one named: the student, by their link.
   */
  z.object({
    ...entry,
    type: z.literal('session'),
    event: z.enum(SESSION_EVENTS),
    appointmentId: z.string(),
    typeName: z.string(),
    start: z.string(),
    from: z.string().nullable(),
    zone: z.string(),
  }),
  /** Any other recorded change: a follow-up's or call request's, a delete, restore or merge. */
  RecordChangeSchema.omit({ _id: true, at: true, by: true, byName: true }).extend({
    ...entry,
    type: z.literal('change'),
  }),
]);
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;
export const TimelineSchema = z.object({ data: z.array(TimelineEntrySchema) });

/**
 * PUT /enquiries/new/read: "Mark as all read". `id` is the newest enquiry the bell showed;
 * without it, everything up to now. The marker only moves forward.
 */
export const ReadMarkerBodySchema = z.object({ id: id('Enquiry').optional() }).nullish();

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** A time zone name, e.g. Asia/Kolkata, for dates in an export (default UTC). */
export const timeZone = () =>
  z
    .string()
    .max(64)
    .refine((v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone');
/** GET /enquiries/export: the list's filter (no paging), as CSV or XLSX. */
export const EnquiryExportQuerySchema = ListQuerySchema.omit({
  page: true,
  limit: true,
  sort: true,
})
  .extend(EnquiryFiltersSchema.shape)
  .extend({ format: z.enum(EXPORT_FORMATS).default('csv'), tz: timeZone().optional() });
export type EnquiryExportQuery = z.infer<typeof EnquiryExportQuerySchema>;
