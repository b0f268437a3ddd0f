import { useState } from 'react';
import Button from '@mui/material/Button';
import { DeleteOutlined } from '../lib/icons/delete-outlined';
import { ConfirmDialog } from './confirm-dialog';
import { withToasts } from '../lib/with-toasts';

type RemoveAll = () => readonly [() => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

type Props = {
  /** the button and the confirmation's action, e.g. "Delete all intakes" */
  label: string;
  /** what the confirmation says will happen */
  message: string;
  /** lib/trash-api `createRemoveAllMutation` */
  useRemoveAll: RemoveAll;
  messages: { done: string; failed: string };
};

/** What an admin types before a whole list goes: one click never empties it. */
const CONFIRM_WORD = 'DELETE';

/**
 * "Delete all …" with its typed confirmation and toasts (spec §4: the list empties, the count
 * is 0). The page shows it to admins only (`userCanDeleteAll`); the API refuses anyone else.
 */
export function RemoveAllButton({ label, message, useRemoveAll, messages }: Props) {
  const [removeAll, state] = useRemoveAll();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    await withToasts(() => removeAll().unwrap(), messages.done, messages.failed);
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={`${label}?`}
        message={message}
        confirmLabel={label}
        requireText={CONFIRM_WORD}
        busy={state.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
