import {
  blankable,
  CALL_OUTCOMES,
  CONTACT_OUTCOME_LABELS,
  isoDate,
  MULTILINE,
  nextTryProblem,
  oneOf,
  optionalText,
  type Contact,
} from '@studydesk/contract';
import { z } from 'zod';
import { CONTACT_PRESETS } from '../../components/date-values';
import type { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useLogAttemptMutation } from './call-backs-api';

/** The next try is typed as a date (the usual date field) and a time, sent as one moment. */
const AttemptFormSchema = z
  .object({
    outcome: oneOf('Outcome', CALL_OUTCOMES),
    note: optionalText('Note', 2000, MULTILINE),
    nextTryAt: blankable(isoDate('Next try date')),
    nextTryTime: z.string().regex(/^\d{2}:\d{2}$/, 'Enter the time as hh:mm'),
  })
  .superRefine((v, ctx) => {
    const message = nextTryProblem(v.outcome, Boolean(v.nextTryAt));
    if (message) ctx.addIssue({ code: 'custom', path: ['nextTryAt'], message });
  })
  .transform(({ nextTryAt, nextTryTime, ...rest }) => ({
    ...rest,
    // the reader's local date and time, sent as the moment it is
    nextTryAt: nextTryAt ? new Date(`${nextTryAt}T${nextTryTime}`).toISOString() : undefined,
  }));
type AttemptValues = z.input<typeof AttemptFormSchema>;

const FIELDS: FormField<AttemptValues>[] = [
  {
    name: 'outcome',
    label: 'Outcome',
    required: true,
    options: CALL_OUTCOMES.map((o) => ({ value: o, label: CONTACT_OUTCOME_LABELS[o] })),
  },
  { name: 'note', label: 'Note', rows: 2 },
  {
    name: 'nextTryAt',
    label: 'Next try',
    type: 'date',
    presets: CONTACT_PRESETS,
    helperText: 'Needed for "Call back later"; blank for none.',
  },
  { name: 'nextTryTime', label: 'Next try time', type: 'time' },
];
const BLANK: AttemptValues = {
  outcome: 'no-answer',
  note: '',
  nextTryAt: '',
  nextTryTime: '10:00',
};

/** "Log attempt": how a try at calling back went and, when it did not, when to try again. */
export default function AttemptDialog({
  contact,
  onClose,
}: {
  contact?: Contact;
  onClose: () => void;
}) {
  const [log] = useLogAttemptMutation();
  return (
    <FormDialog
      open={Boolean(contact)}
      title={contact ? `Log attempt: ${contact.name}` : 'Log attempt'}
      schema={AttemptFormSchema}
      fields={FIELDS}
      values={BLANK}
      submitLabel="Log attempt"
      onSubmit={(body) =>
        contact
          ? withToastsOrThrow(
              () => log({ id: contact._id, body }).unwrap(),
              `Attempt logged for ${contact.name}`,
              'Failed to log the attempt',
            ).then(onClose)
          : Promise.resolve()
      }
      onClose={onClose}
    />
  );
}
