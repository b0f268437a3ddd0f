import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { ENQUIRY_CATEGORIES } from '@studydesk/contract';
import type { ControllerRenderProps, DefaultValues } from 'react-hook-form';
import type { FormField } from '../../components/form-field';
import { optionsOf } from '../../lib/options';
import type { EnquiryFormInput } from './enquiry-schema';

export type { EnquiryFormInput, EnquiryFormValues } from './enquiry-schema';
type Field = FormField<EnquiryFormInput>;

export const CONSENT_LABEL = 'I agree to be contacted by email or phone about my enquiry';

function ConsentCheckbox({
  field,
  error,
}: {
  field: ControllerRenderProps<EnquiryFormInput, 'consent'>;
  error?: string;
}) {
  const errorId = useId();
  return (
    <FormControl error={Boolean(error)} required>
      <FormControlLabel
        required
        label={CONSENT_LABEL}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{
              input: { 'aria-describedby': error ? errorId : undefined, required: true },
            }}
          />
        }
      />
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

export const ABOUT_YOU: readonly Field[] = [
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
  { name: 'location', label: 'City or town', autoComplete: 'address-level2' },
];

export const STUDY_PLANS: readonly Field[] = [
  {
    name: 'category',
    label: 'Level of study',
    required: true,
    options: optionsOf(ENQUIRY_CATEGORIES),
  },
  { name: 'preferredIntake', label: 'Preferred intake', helperText: 'e.g. September 2026' },
  { name: 'country', label: 'Country you would like to study in', autoComplete: 'off' },
  { name: 'college', label: 'College or university', helperText: 'If you have one in mind' },
  { name: 'course', label: 'Course or subject' },
  { name: 'message', label: 'Your message', rows: 4, helperText: 'Anything else we should know' },
];

export const CONSENT: Field = {
  name: 'consent',
  label: CONSENT_LABEL,
  render: (field, error) => (
    <ConsentCheckbox
      field={field as ControllerRenderProps<EnquiryFormInput, 'consent'>}
      error={error}
    />
  ),
};

/** Fields that take the whole row; the rest pair up from the sm breakpoint. */
export const FULL_WIDTH: ReadonlySet<string> = new Set(['location', 'course', 'message']);

export const BLANK: DefaultValues<EnquiryFormInput> = {
  fName: '',
  lName: '',
  email: '',
  mobile: '',
  location: '',
  country: '',
  course: '',
  college: '',
  preferredIntake: '',
  message: '',
  website: '',
};
