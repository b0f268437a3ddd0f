import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import { FUNNEL_DIMENSIONS, REACHED_PHASES } from './funnel';
import { OwnerFilterSchema } from './ownership';
import { OfficeFilterSchema, publicOffice } from './offices';
import {
  blankable,
  email,
  honeypot,
  id,
  isoDate,
  mobile,
  MULTILINE,
  numeric,
  oneOf,
  optionalText,
  ref,
  text,
  webAddress,
} from '../common/fields';
import {
  ENQUIRY_CATEGORIES,
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  LEAD_QUALITIES,
} from './enquiry-basics';

const status = oneOf('Status', ENQUIRY_STATUSES);

/**
 * Where a lead came from: the page the form was on, the page before it, and the
 * campaign's UTM tags. Sent by the embed script; for a plain HTML form the API takes the page
 * from the Referer and the tags from the page's query string.
 */
export const LeadOriginSchema = z.object({
  pageUrl: webAddress('Page address', 2000),
  referrer: webAddress('Referrer', 2000),
  utmSource: optionalText('Campaign source', 100),
  utmMedium: optionalText('Campaign medium', 100),
  utmCampaign: optionalText('Campaign', 100),
});
export type LeadOrigin = z.infer<typeof LeadOriginSchema>;

/** What the public form sends (spec /EnquiryForm). `website` is a honeypot: people leave it empty. */
export const EnquiryPublicCreateSchema = z.object({
  fName: text('First name', 100),
  lName: text('Last name', 100),
  email: email(),
  mobile: mobile(),
  location: optionalText('Location', 200),
  country: optionalText('Country', 100),
  course: optionalText('Course', 200),
  college: optionalText('College', 100),
  category: oneOf('Category', ENQUIRY_CATEGORIES),
  preferredIntake: optionalText('Preferred intake', 50),
  message: optionalText('Message', 2000, MULTILINE),
  consent: z.literal(true, 'Please agree to be contacted about your enquiry'),
  website: honeypot(),
  ...LeadOriginSchema.shape,
  /** The office the form belongs to (the embed's data-office, a hidden field, the office's own
   * form link); blank, unset or unknown: the default office. */
  office: publicOffice(),
});
export type EnquiryPublicCreate = z.infer<typeof EnquiryPublicCreateSchema>;

/** Staff create (phone, walk-in …) and edit: the public fields plus the desk's own. */
export const EnquiryStaffSchema = EnquiryPublicCreateSchema.omit({
  consent: true,
  website: true,
}).extend({
  source: oneOf('Source', ENQUIRY_SOURCES).optional(),
  leadQuality: oneOf('Lead quality', LEAD_QUALITIES).optional(),
  status: status.optional(),
  assignedTo: z
    .union([z.literal('').transform(() => null), id('Assigned to')])
    .nullable()
    .optional(),
  remarks: optionalText('Remarks', 2000, MULTILINE),
  /** One of the staff member's offices (400 otherwise); unset: see newRecordOffice. */
  office: blankable(id('Office')),
});
/**
 * A blank e-mail or mobile means "not given" (a staff-logged enquiry may lack one): no change.
 * A blank last name too: an import or a converted call request may hold a one-word name
 * ("Mohammed"), and its record must stay editable (found from outside: every save of it was
 * refused with "Last name is required"); a last name once given is not cleared.
 * The office changes only by a transfer, which moves everything under the enquiry with it.
 */
export const EnquiryUpdateSchema = EnquiryStaffSchema.omit({ office: true })
  .partial()
  .extend({
    lName: blankable(text('Last name', 100)),
    email: blankable(email()),
    mobile: blankable(mobile()),
  });
export type EnquiryUpdate = z.infer<typeof EnquiryUpdateSchema>;

export const EnquiryStatusBodySchema = z.object({ status });

export const EnquirySchema = RecordMetaSchema.extend({
  enqNo: z.string(),
  fName: z.string(),
  lName: z.string(),
  email: z.string(),
  mobile: z.string(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  course: z.string().nullable(),
  college: z.string().nullable(),
  category: z.string(),
  preferredIntake: z.string().nullable(),
  message: z.string().nullable(),
  source: z.string(),
  leadQuality: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  assignedTo: z.string().nullable(),
  /**
   * The assignee's display name ("Fname Lname"), null when unassigned. Always sent; optional
   * in the type only so records written before the field existed (fixtures, caches) still fit.
   */
  assignedToName: z.string().nullable().optional(),
  remarks: z.string().nullable(),
  duplicateOf: z.string().nullable(),
  /** Set when merged into another enquiry; such a record is deleted. */
  mergedInto: z.string().nullable().optional(),
  /** Where it came from; optional in the type for records cached before it. */
  pageUrl: z.string().nullable().optional(),
  referrer: z.string().nullable().optional(),
  utmSource: z.string().nullable().optional(),
  utmMedium: z.string().nullable().optional(),
  utmCampaign: z.string().nullable().optional(),
  /** When staff first contacted it; null while it waits. Optional as above. */
  firstContactAt: z.string().nullable().optional(),
  /** The import that wrote it (source `import`): its id and file name; else null. */
  importId: z.string().nullable().optional(),
  importName: z.string().nullable().optional(),
  /** The office it belongs to. Always sent; optional in the type as above. */
  office: z.string().optional(),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

export const EnquiryFiltersSchema = z.object({
  status: status.optional(),
  category: oneOf('Category', ENQUIRY_CATEGORIES).optional(),
  assignedTo: z.union([z.literal(''), id('Assigned to')]).optional(),
  /** Country of interest, matched exactly (the dashboard's by-country chart links here). */
  country: optionalText('Country', 100).transform((v) => v || undefined),
  /** The campaign's source and name, matched exactly. */
  utmSource: optionalText('Campaign source', 100).transform((v) => v || undefined),
  utmCampaign: optionalText('Campaign', 100).transform((v) => v || undefined),
  /** Enquiries whose interest matches this intake (the dashboard's deadline list links here). */
  intake: id('Intake').optional(),
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
  ...OwnerFilterSchema.shape,
  ...OfficeFilterSchema.shape,
  /** Speed to lead: first contacted or still waiting. */
  contacted: oneOf('Contacted', ['yes', 'no'] as const).optional(),
  /** The UTM source when the enquiry has one, else its channel (form, phone …). */
  leadSource: optionalText('Lead source', 100).transform((v) => v || undefined),
  unassigned: oneOf('Unassigned', ['yes'] as const).optional(),
  /** First contacted on or after this day (UTC): the dashboard's "contacted this week". */
  contactedSince: isoDate('Contacted since').optional(),
  /** Created more than this many minutes ago (with contacted=no: past the response target). */
  waitingOver: numeric(
    'Waiting over',
    z.number().int('Waiting over must be whole minutes').min(1).max(525_600),
  ).optional(),
  /** Created longer ago than its office's response target (with contacted=no: past it). */
  pastTarget: oneOf('Past target', ['yes'] as const).optional(),
  /** The funnel: has a live application that reached this phase or a later one. */
  reached: oneOf('Reached', REACHED_PHASES).optional(),
  /** The funnel's "Not given" rows: enquiries without a value for that dimension. */
  notGiven: oneOf('Not given', FUNNEL_DIMENSIONS).optional(),
  /** The preferred intake as the enquiry gives it, matched exactly (the funnel's intake rows). */
  preferredIntake: optionalText('Preferred intake', 50).transform((v) => v || undefined),
  /** What the bell tells this user of and they have not marked read (its "older" row). */
  unseen: oneOf('Not seen', ['yes'] as const).optional(),
});

export const StatusChangeSchema = z.object({
  _id: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** A new-enquiry notice: the bell's item and the stream's `newEnquiry` event (spec §7). */
export const NewEnquiryNoticeSchema = z.object({
  id: z.string(),
  fName: z.string(),
  enqNo: z.string(),
  createdAt: z.string(),
});
export type NewEnquiryNotice = z.infer<typeof NewEnquiryNoticeSchema>;

export const NewCountSchema = z.object({
  count: z.number().int(),
  /**
   * The bell's items; each also says when it was first contacted (its clock stops then) and
   * its office (whose response target its clock runs against).
   */
  enquiries: z.array(
    NewEnquiryNoticeSchema.extend({
      firstContactAt: z.string().nullable().optional(),
      office: z.string().optional(),
    }),
  ),
});
export const TotalCountSchema = z.object({ enquiry: z.number().int() });
export const PublicEnquiryReceiptSchema = z.object({ message: z.string(), enqNo: z.string() });

/**
 * POST /enquiries/:id/transfer: move the enquiry, with its applications, documents, follow-ups
 * and call requests, to another office; the note (why) goes on its timeline. Answers the
 * enquiry as it now is.
 */
export const EnquiryTransferSchema = z.object({
  office: ref('Office'),
  note: text('Note', 500, MULTILINE),
});
export type EnquiryTransfer = z.infer<typeof EnquiryTransferSchema>;
export const EnquiryTransferResultSchema = z.object({
  message: z.string(),
  enquiry: EnquirySchema,
});
export type EnquiryTransferResult = z.infer<typeof EnquiryTransferResultSchema>;
export const TRANSFER_SAME_OFFICE_MESSAGE = 'The enquiry is already in this office';

/** The live `transferred` event: one per manager of the office the enquiry was moved into. */
export const TransferredNoticeSchema = z.object({
  enquiry: z.string(),
  no: z.string(),
  name: z.string(),
  /** the office it was moved into, by name */
  office: z.string(),
  by: z.string(),
  byName: z.string().nullable(),
  note: z.string(),
  to: z.string(),
  at: z.string(),
});
export type TransferredNotice = z.infer<typeof TransferredNoticeSchema>;
