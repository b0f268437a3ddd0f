import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ApplicationDetail } from '@studydesk/contract';
import { LoadingBar } from '../../../components/loading-bar';
import { PlusOutlined } from '../../../lib/icons/plus-outlined';
import { lazyPart } from '../../../lib/lazy';

// The form (its schema, the form library, the inputs) loads when "Add condition" is first
// pressed; hovering or focusing the button fetches it ahead.
const AddConditionForm = lazyPart(() => import('./add-condition-form'));

/** "Add condition": what the college asks for, and by when (a Due item till it is met). */
export function AddCondition({ application: a }: { application: ApplicationDetail }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button
        size="small"
        startIcon={<PlusOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        onMouseEnter={AddConditionForm.preload}
        onFocus={AddConditionForm.preload}
        sx={{ mt: 1 }}
      >
        Add condition
      </Button>
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Suspense fallback={<LoadingBar />}>
        <AddConditionForm application={a} />
      </Suspense>
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button size="small" onClick={() => setOpen(false)}>
          Done adding
        </Button>
      </Stack>
    </Box>
  );
}
