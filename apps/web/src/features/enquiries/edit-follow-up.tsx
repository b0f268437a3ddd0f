import { useState } from 'react';
import Button from '@mui/material/Button';
import { blankable, FollowUpUpdateSchema, isoDate, type TimelineEntry } from '@studydesk/contract';
import type { z } from 'zod';
import { CONTACT_PRESETS } from '../../components/date-values';
import type { FormField } from '../../components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useFollowUpEditMutation } from './history-api';

type Booked = Extract<TimelineEntry, { type: 'followUp' }>;
const EditSchema = FollowUpUpdateSchema.pick({ followUpDetails: true }).extend({
  nextContactDate: blankable(isoDate('Next contact date')),
});
type EditValues = z.input<typeof EditSchema>;

const FIELDS: FormField<EditValues>[] = [
  { name: 'followUpDetails', label: 'Follow-up details', required: true, rows: 2 },
  { name: 'nextContactDate', label: 'Next contact date', type: 'date', presets: CONTACT_PRESETS },
];

/** "Edit" on a booked follow-up in the timeline: what it is about and when it is due. */
export function EditFollowUpButton({ entry, enquiry }: { entry: Booked; enquiry: string }) {
  const [open, setOpen] = useState(false);
  const [edit] = useFollowUpEditMutation();
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`Edit follow-up: ${entry.details}`}
      >
        Edit
      </Button>
      <FormDialog
        open={open}
        title="Edit follow-up"
        schema={EditSchema}
        fields={FIELDS}
        values={{ followUpDetails: entry.details, nextContactDate: entry.nextContactDate ?? '' }}
        onSubmit={(body) =>
          withToastsOrThrow(
            () =>
              edit({
                id: entry.followUpId,
                enquiry,
                body,
              }).unwrap(),
            'Follow-up saved',
            'Failed to save the follow-up',
          ).then(() => setOpen(false))
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
