import { useState } from 'react';
import Button from '@mui/material/Button';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import type { Booked } from './edit-follow-up-types';

// the form and its schema load when first opened
const EditFollowUpDialog = lazyPart(() => import('./edit-follow-up-dialog'));

/** "Edit" on a booked follow-up in the timeline: what it is about and when it is due. */
export function EditFollowUpButton({ entry, enquiry }: { entry: Booked; enquiry: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`Edit follow-up: ${entry.details}`}
      >
        Edit
      </Button>
      <LazyPopup open={open}>
        <EditFollowUpDialog
          entry={entry}
          enquiry={enquiry}
          open={open}
          onClose={() => setOpen(false)}
        />
      </LazyPopup>
    </>
  );
}
