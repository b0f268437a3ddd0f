import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PlusOutlined } from '../../../lib/icons/plus-outlined';
import type { z } from 'zod';
import { ConditionCreateSchema, type ApplicationDetail } from '@studydesk/contract';
import { InlineForm } from '../../../components/inline-form';
import { withToastsOrThrow } from '../../../lib/with-toasts';
import { useConditionAddMutation } from './record-api';

type ConditionIn = z.input<typeof ConditionCreateSchema>;
const BLANK: ConditionIn = { text: '', dueDate: '' };

/** "Add condition": what the college asks for, and by when (a Due item till it is met). */
export function AddCondition({ application: a }: { application: ApplicationDetail }) {
  const [open, setOpen] = useState(false);
  const [add] = useConditionAddMutation();
  if (!open)
    return (
      <Button
        size="small"
        startIcon={<PlusOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ mt: 1 }}
      >
        Add condition
      </Button>
    );
  return (
    <Box sx={{ mt: 2 }}>
      <InlineForm
        label="Add condition"
        schema={ConditionCreateSchema}
        values={BLANK}
        resetOnSave
        fields={[
          { name: 'text', label: 'Condition', required: true, rows: 2 },
          { name: 'dueDate', label: 'Due date', type: 'date' },
        ]}
        submitLabel="Add condition"
        onSubmit={async (body) => {
          await withToastsOrThrow(
            () => add({ id: a._id, enquiry: a.enquiry, body }).unwrap(),
            'Condition added',
            'Failed to add the condition',
          );
        }}
      />
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button size="small" onClick={() => setOpen(false)}>
          Done adding
        </Button>
      </Stack>
    </Box>
  );
}
