import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import { CONTACT_OPEN, CONTACT_STATUSES } from './contact-basics';
import { CALL_OUTCOMES } from './call-backs';
import { OwnerFilterSchema } from './ownership';
import { OfficeFilterSchema, publicOffice } from './offices';
import { email, honeypot, mobile, MULTILINE, oneOf, optionalText, text } from '../common/fields';

/** A call request from the public site (multipart or JSON). `website` is a honeypot. */
export const ContactCreateSchema = z.object({
  name: text('Name', 150),
  email: email(),
  mobile: mobile().optional(),
  message: text('Message', 2000, MULTILINE),
  preferredTime: optionalText('Preferred time', 100),
  website: honeypot(),
  /** The office the form belongs to; blank, unset or unknown: the default office. */
  office: publicOffice(),
});
export type ContactCreate = z.infer<typeof ContactCreateSchema>;
export const ContactStatusBodySchema = z.object({ status: oneOf('Status', CONTACT_STATUSES) });

export const ContactSchema = RecordMetaSchema.extend({
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  message: z.string(),
  preferredTime: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  /** The call-back queue; optional in the type for records cached before it. */
  nextTryAt: z.string().nullable().optional(),
  lastOutcome: z.enum(CALL_OUTCOMES).nullable().optional(),
  attemptCount: z.number().int().optional(),
  /** The enquiry it was converted into. */
  enquiryId: z.string().nullable().optional(),
  /** Its owner and their name; optional in the type for records cached before. */
  assignedTo: z.string().nullable().optional(),
  assignedToName: z.string().nullable().optional(),
  /** The office it belongs to. Always sent; optional in the type as above. */
  office: z.string().optional(),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactFiltersSchema = z.object({
  status: oneOf('Status', [...CONTACT_STATUSES, CONTACT_OPEN]).optional(),
  ...OwnerFilterSchema.shape,
  ...OfficeFilterSchema.shape,
});
