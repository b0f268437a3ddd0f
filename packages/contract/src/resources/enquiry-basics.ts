// Plain values of the enquiry contract, apart from its schemas: the public enquiry form and the
// staff shell import these without loading zod (resources/enquiries.ts builds the schemas from them).
import type { ListEnvelope } from '../common/list';

export const ENQUIRY_CATEGORIES = ['Graduate', 'Postgraduate', 'Diploma', 'PhD', 'Other'] as const;
export const ENQUIRIES_PATH = '/enquiries';
export const ENQUIRY_STATUSES = ['new', 'active', 'pending', 'converted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_SOURCES = [
  'form',
  'phone',
  'walk-in',
  'referral',
  'email',
  'social',
  'other',
  /** Made from a call request (Convert to enquiry); staff do not pick it themselves. */
  'call-request',
  /** Written by an import from a spreadsheet, with the import's name. */
  'import',
  /** Made by a public booking of a session (appointments). */
  'booking',
] as const;
export const LEAD_QUALITIES = ['High', 'Medium', 'Low'] as const;
export const LEAD_ORIGIN_FIELDS = [
  'pageUrl',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const;

export const enquiriesResource = {
  name: 'enquiries',
  path: ENQUIRIES_PATH,
  envelope: { items: 'enquiries', count: 'count' } satisfies ListEnvelope,
  sortable: ['createdAt', 'updatedAt', 'enqNo', 'fName', 'status'],
  defaultSort: 'createdAt',
} as const;

/** Response header carrying the number of rows an export will hold (for a progress bar). */
export const EXPORT_TOTAL_HEADER = 'x-total-count';

/** Fields the kept enquiry may take from the other one when they are merged. */
export const MERGE_FIELDS = [
  'fName',
  'lName',
  'email',
  'mobile',
  'location',
  'country',
  'course',
  'college',
  'category',
  'preferredIntake',
  'message',
  'leadQuality',
  'assignedTo',
  'remarks',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
