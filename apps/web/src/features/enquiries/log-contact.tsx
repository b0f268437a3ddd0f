import {
  blankable,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
  ContactLogSchema,
  ENQUIRY_STATUSES,
  isoDate,
  oneOf,
  type Enquiry,
} from '@studydesk/contract';
import type { z } from 'zod';
import { CONTACT_PRESETS } from '../../components/date-values';
import type { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { localIsoDate } from '../../lib/dates';
import { optionsOf } from '../../lib/options';
import { useLogContactMutation } from './enquiries-api';

/** The next date and the new status may be left blank (no follow-up booked, status kept). */
export const nextStepFields = {
  nextContactDate: blankable(isoDate('Next contact date')),
  status: blankable(oneOf('Status', ENQUIRY_STATUSES)),
};
const LogContactFormSchema = ContactLogSchema.extend(nextStepFields);
type LogContactValues = z.input<typeof LogContactFormSchema>;

export const OUTCOME_OPTIONS = CONTACT_OUTCOMES.map((o) => ({
  value: o,
  label: CONTACT_OUTCOME_LABELS[o],
}));

/** Next date with its presets and the new status: shared by Log contact and Done. */
export const NEXT_STEP_FIELDS = [
  {
    name: 'nextContactDate',
    label: 'Next contact date',
    type: 'date',
    presets: CONTACT_PRESETS,
    helperText: 'Books the next follow-up; leave blank for none.',
  },
  {
    name: 'status',
    label: 'New status',
    options: [{ value: '', label: 'Keep the current status' }, ...optionsOf(ENQUIRY_STATUSES)],
  },
] as const;

const FIELDS: FormField<LogContactValues>[] = [
  { name: 'note', label: 'What was said', required: true, rows: 3 },
  { name: 'outcome', label: 'Outcome', required: true, options: OUTCOME_OPTIONS },
  ...NEXT_STEP_FIELDS,
];

const BLANK: LogContactValues = { note: '', outcome: 'reached', nextContactDate: '', status: '' };

/** "Log contact": a call, message or visit in one step, with what comes next. */
export default function LogContactDialog({
  enquiry,
  open,
  onClose,
}: {
  enquiry: Enquiry;
  open: boolean;
  onClose: () => void;
}) {
  const [logContact] = useLogContactMutation();
  return (
    <FormDialog
      open={open}
      title={`Log contact with ${enquiry.fName}`}
      schema={LogContactFormSchema}
      fields={FIELDS}
      values={BLANK}
      submitLabel="Log contact"
      onSubmit={(body) =>
        withToastsOrThrow(
          // today is the reader's day: follow-ups due by then count as done by this contact
          () => logContact({ id: enquiry._id, body: { ...body, today: localIsoDate() } }).unwrap(),
          `Contact logged for ${enquiry.enqNo}`,
          'Failed to log the contact',
        ).then(onClose)
      }
      onClose={onClose}
    />
  );
}
