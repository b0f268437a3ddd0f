import {
  blankable,
  ENQUIRY_STATUSES,
  FollowUpCreateSchema,
  isoDate,
  oneOf,
  type FollowUp,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { FormField } from '../../components/form-field';
import { optionsOf } from '../../lib/options';

/** POST /followUp as a form: a next date or new status left blank is simply not sent. */
export const FollowUpFormSchema = FollowUpCreateSchema.extend({
  nextContactDate: blankable(isoDate('Next contact date')),
  status: blankable(oneOf('Status', ENQUIRY_STATUSES)),
});
export type FollowUpFormValues = z.input<typeof FollowUpFormSchema>;

export const FOLLOW_UP_FIELDS: FormField<FollowUpFormValues>[] = [
  { name: 'followUpDetails', label: 'Details', required: true, rows: 3 },
  { name: 'nextContactDate', label: 'Next contact date', type: 'date' },
  {
    name: 'status',
    label: 'New status of the enquiry',
    options: [{ value: '', label: 'Keep the current status' }, ...optionsOf(ENQUIRY_STATUSES)],
    helperText: 'Saving moves the enquiry to this status.',
  },
  { name: 'remarks', label: 'Remarks', rows: 2 },
];

/** A new follow-up of no enquiry yet; the timeline fills in its enquiry. */
export const BLANK_FOLLOW_UP: FollowUpFormValues = {
  enquiry: '',
  followUpDetails: '',
  nextContactDate: '',
  status: '',
  remarks: '',
};

export function followUpToForm(f: FollowUp): FollowUpFormValues {
  return {
    enquiry: f.enquiry,
    followUpDetails: f.followUpDetails,
    nextContactDate: f.nextContactDate ?? '',
    status: (f.status ?? '') as FollowUpFormValues['status'],
    remarks: f.remarks ?? '',
  };
}
