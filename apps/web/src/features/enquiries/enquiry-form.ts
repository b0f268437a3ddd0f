import {
  blankable,
  ENQUIRY_CATEGORIES,
  ENQUIRY_SOURCES,
  EnquiryUpdateSchema,
  LEAD_QUALITIES,
  oneOf,
  type Enquiry,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { FormField } from '../../components/form-field';
import { optionsOf } from '../../lib/options';

/** E-mail and mobile: either will do (a caller may give no e-mail, a walk-in no number). */
const ONE_OF_TWO = 'Email or mobile — one of the two is needed';
const NEITHER = 'Enter a mobile number or an email address';

/**
 * The staff edit (PUT /enquiries/{id}) as a form: the contract's schema, except that a lead
 * quality left blank is not sent, and that an e-mail or a mobile is needed (both fields say so
 * when neither is given). Status and counsellor have their own quick controls.
 */
export const EnquiryFormSchema = EnquiryUpdateSchema.omit({
  status: true,
  assignedTo: true,
})
  .extend({
    leadQuality: blankable(oneOf('Lead quality', LEAD_QUALITIES)),
  })
  .superRefine((v, ctx) => {
    if (v.email !== undefined || v.mobile !== undefined) return;
    for (const path of ['email', 'mobile'])
      ctx.addIssue({ code: 'custom', message: NEITHER, path: [path] });
  });
export type EnquiryFormValues = z.input<typeof EnquiryFormSchema>;

const REQUIRED = new Set(['fName', 'lName']);
const EITHER = new Set(['email', 'mobile']);
const TEXT_FIELDS = [
  ['fName', 'First name'],
  ['lName', 'Last name'],
  ['email', 'Email'],
  ['mobile', 'Mobile'],
  ['location', 'Location'],
  ['country', 'Country of interest'],
  ['course', 'Course'],
  ['college', 'College'],
  ['preferredIntake', 'Preferred intake'],
] as const;

export const ENQUIRY_FORM_FIELDS: FormField<EnquiryFormValues>[] = [
  ...TEXT_FIELDS.map(([name, label]) => ({
    name,
    label,
    required: REQUIRED.has(name),
    helperText: EITHER.has(name) ? ONE_OF_TWO : undefined,
    type: name === 'email' ? ('email' as const) : ('text' as const),
  })),
  { name: 'category', label: 'Category', required: true, options: optionsOf(ENQUIRY_CATEGORIES) },
  { name: 'source', label: 'Source', options: optionsOf(ENQUIRY_SOURCES) },
  {
    name: 'leadQuality',
    label: 'Lead quality',
    options: [{ value: '', label: 'Not rated' }, ...optionsOf(LEAD_QUALITIES)],
  },
  { name: 'message', label: 'Message', rows: 3 },
  { name: 'remarks', label: 'Remarks', rows: 3 },
];

export const BLANK_ENQUIRY: EnquiryFormValues = { category: 'Other' };

/** The form's values for an enquiry: what is not set reads as an empty field. */
export function enquiryToForm(e: Enquiry): EnquiryFormValues {
  return {
    fName: e.fName,
    lName: e.lName,
    email: e.email,
    mobile: e.mobile,
    location: e.location ?? '',
    country: e.country ?? '',
    course: e.course ?? '',
    college: e.college ?? '',
    category: e.category as EnquiryFormValues['category'],
    preferredIntake: e.preferredIntake ?? '',
    message: e.message ?? '',
    source: e.source as EnquiryFormValues['source'],
    leadQuality: (e.leadQuality ?? '') as EnquiryFormValues['leadQuality'],
    remarks: e.remarks ?? '',
  };
}
