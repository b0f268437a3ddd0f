import { ENQUIRY_CATEGORIES } from '@studydesk/contract';

export const BLANK = {
  fName: '',
  lName: '',
  email: '',
  mobile: '',
  location: '',
  category: '',
  preferredIntake: '',
  country: '',
  college: '',
  course: '',
  message: '',
  consent: false,
  website: '',
};

export type EnquiryInput = typeof BLANK;
type TextName = Exclude<keyof EnquiryInput, 'consent'>;

export type EnquiryField = {
  name: TextName;
  label: string;
  required?: boolean;
  type?: 'email' | 'tel';
  autoComplete?: string;
  helperText?: string;
  /** a select of these */
  options?: readonly string[];
  /** a text area this many rows high */
  rows?: number;
  /** the whole row; the rest pair up from the sm breakpoint */
  wide?: boolean;
};

export const ABOUT_YOU: readonly EnquiryField[] = [
  { name: 'fName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  {
    name: 'mobile',
    label: 'Mobile number',
    type: 'tel',
    required: true,
    autoComplete: 'tel',
    helperText: 'With your country code, e.g. +91 98765 43210',
  },
  { name: 'location', label: 'City or town', autoComplete: 'address-level2', wide: true },
];

export const STUDY_PLANS: readonly EnquiryField[] = [
  { name: 'category', label: 'Level of study', required: true, options: ENQUIRY_CATEGORIES },
  { name: 'preferredIntake', label: 'Preferred intake', helperText: 'e.g. September 2026' },
  { name: 'country', label: 'Country you would like to study in', autoComplete: 'off' },
  { name: 'college', label: 'College or university', helperText: 'If you have one in mind' },
  { name: 'course', label: 'Course or subject', wide: true },
  {
    name: 'message',
    label: 'Your message',
    rows: 4,
    helperText: 'Anything else we should know',
    wide: true,
  },
];

export const CONSENT_LABEL = 'I agree to be contacted by email or phone about my enquiry';
