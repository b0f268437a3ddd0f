import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import { id, isoDate, MULTILINE, oneOf, optionalText, text } from '../common/fields';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../constants';
import { ENQUIRY_STATUSES } from './enquiry-basics';
import { FOLLOW_UP_DUE, FOLLOW_UP_KINDS, QUEUE_SECTIONS } from './follow-up-basics';

export const FollowUpCreateSchema = z.object({
  enquiry: id('Enquiry'),
  followUpDetails: text('Follow-up details', 2000, MULTILINE),
  nextContactDate: isoDate('Next contact date').optional(),
  /** Saving a follow-up with a status moves its enquiry to that status. */
  status: oneOf('Status', ENQUIRY_STATUSES).optional(),
  remarks: optionalText('Remarks', 2000, MULTILINE),
});
export type FollowUpCreate = z.infer<typeof FollowUpCreateSchema>;
export const FollowUpUpdateSchema = FollowUpCreateSchema.omit({ enquiry: true }).partial();
export type FollowUpUpdate = z.infer<typeof FollowUpUpdateSchema>;

export const FollowUpSchema = RecordMetaSchema.extend({
  enquiry: z.string(),
  followUpDetails: z.string(),
  nextContactDate: z.string().nullable(),
  status: z.string().nullable(),
  remarks: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  enqNo: z.string().nullable(),
  enquiryName: z.string().nullable(),
  /*
   * These fields are always sent; optional in the type only so records written before they existed
   * (fixtures, caches) still fit.
   */
  /** 'task': something to do (open until done); 'contact': a contact logged as it happened. */
  kind: z.enum(FOLLOW_UP_KINDS).optional(),
  /** How the contact went (a CONTACT_OUTCOMES value) once done. */
  outcome: z.string().nullable().optional(),
  /** What was said when a task was marked done. */
  result: z.string().nullable().optional(),
  /** When it was done; null while it is open on the queue. */
  doneAt: z.string().nullable().optional(),
});
export type FollowUp = z.infer<typeof FollowUpSchema>;

export const FollowUpFiltersSchema = z.object({
  due: oneOf('Due', FOLLOW_UP_DUE).optional(),
  enquiry: id('Enquiry').optional(),
});

/** GET /followUp/queue: one page over the sections in order (one pager). */
export const FollowUpQueueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  /** The browser's calendar date (default: today in UTC). */
  today: isoDate('Today').optional(),
  /** Only follow-ups of enquiries assigned to this staff member. */
  assignedTo: id('Assigned to').optional(),
  /** One office's (admins and managers of several); one not theirs shows nothing. */
  office: id('Office').optional(),
});
export type FollowUpQueueQuery = z.infer<typeof FollowUpQueueQuerySchema>;

export const FollowUpQueueItemSchema = z.object({
  /** The follow-up's id (what Done acts on). */
  _id: z.string(),
  section: z.enum(QUEUE_SECTIONS),
  /** What is due. */
  details: z.string(),
  nextContactDate: z.string().nullable(),
  createdAt: z.string(),
  enquiry: z.string(),
  enqNo: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  enquiryStatus: z.enum(ENQUIRY_STATUSES),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
});
export type FollowUpQueueItem = z.infer<typeof FollowUpQueueItemSchema>;

const n = z.number().int().min(0);
export const FollowUpQueueSchema = z.object({
  data: z.array(FollowUpQueueItemSchema),
  /** Every open follow-up (all sections). */
  count: n,
  sections: z.object({ overdue: n, today: n, upcoming: n, noDate: n }),
});
export type FollowUpQueue = z.infer<typeof FollowUpQueueSchema>;
