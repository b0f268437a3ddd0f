import { ENQUIRY_CATEGORIES } from '@studydesk/contract';

export type EmbedField = {
  name: string;
  label: string;
  type?: 'email' | 'tel' | 'select' | 'textarea' | 'checkbox';
  required?: boolean;
  autocomplete?: string;
  options?: readonly string[];
  /** Shown for any refusal of this field, in place of the API's (staff-form) wording. */
  invalid?: string;
};

/** The public enquiry's required fields, and the interest that matches intakes. */
export const FIELDS: readonly EmbedField[] = [
  { name: 'fName', label: 'First name', required: true, autocomplete: 'given-name' },
  { name: 'lName', label: 'Last name', required: true, autocomplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email' },
  { name: 'mobile', label: 'Mobile number', type: 'tel', required: true, autocomplete: 'tel' },
  {
    name: 'category',
    label: 'Level of study',
    type: 'select',
    required: true,
    options: ENQUIRY_CATEGORIES,
    invalid: 'Choose a level of study',
  },
  { name: 'country', label: 'Country you would like to study in' },
  { name: 'course', label: 'Course or subject' },
  { name: 'preferredIntake', label: 'Preferred intake (e.g. September 2026)' },
  { name: 'message', label: 'Your message', type: 'textarea' },
  {
    name: 'consent',
    label: 'I agree to be contacted by email or phone about my enquiry',
    type: 'checkbox',
    required: true,
  },
];

export const TEXTS = {
  send: 'Send enquiry',
  sending: 'Sending…',
  fix: 'Please correct the fields marked below.',
  failed: 'Your enquiry could not be sent. Please try again later, or contact us directly.',
  thanks: (name: string, enqNo: string) =>
    `Thank you, ${name}. We have received your enquiry (number ${enqNo}) and will be in touch soon.`,
};
