import {
  ENQUIRY_CATEGORIES,
  EnquiryStaffCreateSchema,
  STAFF_SOURCES,
  type Enquiry,
  type EnquiryStaffCreate,
} from '@studydesk/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { capitalise, optionsOf } from '../../lib/options';
import { officeOptions, useOffices } from '../offices/use-offices';
import { enquiriesApi } from './enquiries-api';
import { ENQUIRY_MESSAGES } from './enquiry-messages';

/** POST /enquiries with a session: a phone call, walk-in, e-mail, referral or social message. */
type AddEnquiryValues = z.input<typeof EnquiryStaffCreateSchema>;

const FIELDS: FormField<AddEnquiryValues>[] = [
  {
    name: 'source',
    label: 'How they got in touch',
    required: true,
    options: STAFF_SOURCES.map((s) => ({ value: s, label: capitalise(s) })),
  },
  { name: 'fName', label: 'First name', required: true },
  { name: 'lName', label: 'Last name', required: true },
  {
    name: 'mobile',
    label: 'Mobile',
    type: 'tel',
    helperText: 'A mobile number or an email is enough.',
  },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'category', label: 'Category', required: true, options: optionsOf(ENQUIRY_CATEGORIES) },
  { name: 'course', label: 'Course' },
  { name: 'country', label: 'Country of interest' },
  { name: 'message', label: 'What they asked', rows: 3 },
];

const BLANK: AddEnquiryValues = {
  source: 'phone',
  fName: '',
  lName: '',
  mobile: '',
  email: '',
  category: 'Other',
  course: '',
  country: '',
  message: '',
};

/** Someone who works in several offices says which the enquiry belongs to; else it is theirs. */
function useOfficeChoice() {
  const { multi, mine } = useOffices();
  return useMemo(() => {
    if (!multi || mine.length < 2) return { fields: FIELDS, blank: BLANK };
    const office: FormField<AddEnquiryValues> = {
      name: 'office',
      label: 'Office',
      required: true,
      options: officeOptions(mine),
    };
    const first = mine.find((o) => o.isDefault) ?? mine[0];
    return { fields: [office, ...FIELDS], blank: { ...BLANK, office: first?._id ?? '' } };
  }, [multi, mine]);
}

/** "Add enquiry": the staff form; the saved enquiry opens. */
export function AddEnquiryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create] = enquiriesApi.useCreateMutation();
  const { fields, blank } = useOfficeChoice();
  const navigate = useNavigate();
  const save = async (values: EnquiryStaffCreate) => {
    const saved: Enquiry = await withToastsOrThrow(
      () => create(values).unwrap(),
      ENQUIRY_MESSAGES.created,
      ENQUIRY_MESSAGES.create,
    );
    onClose();
    void navigate(`/enquiries/${saved._id}`);
  };
  return (
    <FormDialog
      open={open}
      title="Add enquiry"
      schema={EnquiryStaffCreateSchema}
      fields={fields}
      values={blank}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
