import { blankable, FollowUpUpdateSchema, isoDate } from '@studydesk/contract';
import type { z } from 'zod';
import { CONTACT_PRESETS } from '../../components/date-values';
import type { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import type { Booked } from './edit-follow-up-types';
import { useFollowUpEditMutation } from './history-api';

const EditSchema = FollowUpUpdateSchema.pick({ followUpDetails: true }).extend({
  nextContactDate: blankable(isoDate('Next contact date')),
});
type EditValues = z.input<typeof EditSchema>;

const FIELDS: FormField<EditValues>[] = [
  { name: 'followUpDetails', label: 'Follow-up details', required: true, rows: 2 },
  { name: 'nextContactDate', label: 'Next contact date', type: 'date', presets: CONTACT_PRESETS },
];

/** A booked follow-up's form: what it is about and when it is due. */
export default function EditFollowUpDialog({
  entry,
  enquiry,
  open,
  onClose,
}: {
  entry: Booked;
  enquiry: string;
  open: boolean;
  onClose: () => void;
}) {
  const [edit] = useFollowUpEditMutation();
  return (
    <FormDialog
      open={open}
      title="Edit follow-up"
      schema={EditSchema}
      fields={FIELDS}
      values={{ followUpDetails: entry.details, nextContactDate: entry.nextContactDate ?? '' }}
      onSubmit={(body) =>
        withToastsOrThrow(
          () => edit({ id: entry.followUpId, enquiry, body }).unwrap(),
          'Follow-up saved',
          'Failed to save the follow-up',
        ).then(onClose)
      }
      onClose={onClose}
    />
  );
}
