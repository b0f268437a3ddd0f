import { FollowUpDoneSchema, type FollowUpQueueItem } from '@studydesk/contract';
import type { z } from 'zod';
import type { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { NEXT_STEP_FIELDS, nextStepFields, OUTCOME_OPTIONS } from '../enquiries/log-contact';
import { useFollowUpDoneMutation } from './queue-api';

const DoneFormSchema = FollowUpDoneSchema.extend(nextStepFields);
type DoneValues = z.input<typeof DoneFormSchema>;

const FIELDS: FormField<DoneValues>[] = [
  { name: 'outcome', label: 'Outcome', required: true, options: OUTCOME_OPTIONS },
  { name: 'note', label: 'What was said', rows: 2 },
  ...NEXT_STEP_FIELDS,
];
const BLANK: DoneValues = { outcome: 'reached', note: '', nextContactDate: '', status: '' };

/** "Done": how it went and, optionally, when next — one step, and it leaves the queue. */
export default function DoneDialog({
  item,
  onClose,
}: {
  item?: FollowUpQueueItem;
  onClose: () => void;
}) {
  const [done] = useFollowUpDoneMutation();
  return (
    <FormDialog
      open={Boolean(item)}
      title={item ? `Done: ${item.name}` : 'Done'}
      schema={DoneFormSchema}
      fields={FIELDS}
      values={BLANK}
      submitLabel="Done"
      onSubmit={(body) =>
        item
          ? withToastsOrThrow(
              () => done({ id: item._id, enquiry: item.enquiry, body }).unwrap(),
              `Follow-up with ${item.name} done`,
              'Failed to complete the follow-up',
            ).then(onClose)
          : Promise.resolve()
      }
      onClose={onClose}
    />
  );
}
