import { z } from 'zod';
import { RecordMetaSchema, type ListEnvelope } from '../common/list';
import { id, isoDate, MULTILINE, oneOf, optionalText, text } from '../common/fields';
import { ENQUIRY_STATUSES } from './enquiries';

export const FOLLOW_UP_DUE = ['today', 'overdue', 'upcoming'] as const;

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
});
export type FollowUp = z.infer<typeof FollowUpSchema>;

export const FollowUpFiltersSchema = z.object({
  due: oneOf('Due', FOLLOW_UP_DUE).optional(),
  enquiry: id('Enquiry').optional(),
});

export const followUpsResource = {
  name: 'followUp',
  path: '/followUp',
  envelope: { items: 'data', count: 'count' } satisfies ListEnvelope,
  sortable: ['nextContactDate', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;
