import { useState } from 'react';
import Button from '@mui/material/Button';
import { toast } from '../../lib/toast/toast';
import type { Import } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { useUndoImportMutation } from './imports-api';

/** Whether Undo is still offered (until `undoUntil`, 7 days after the import). */
export const canUndo = (result: Pick<Import, 'state' | 'undoUntil'>, now = Date.now()) =>
  result.state !== 'undone' && result.undoUntil !== null && Date.parse(result.undoUntil) > now;

/** "Undo this import", confirmed: its new records go, its updates are put back. */
export function UndoButton({ result }: { result: Import }) {
  const [asking, setAsking] = useState(false);
  const [undo, { isLoading }] = useUndoImportMutation();
  const confirm = async () => {
    try {
      await undo(result.id).unwrap();
      setAsking(false);
      toast.success(`The import of “${result.name}” was undone`);
    } catch (err) {
      toast.error(errorMessage(err, 'The import could not be undone'));
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        Undo this import
      </Button>
      <ConfirmDialog
        open={asking}
        title="Undo this import?"
        message={`The ${result.inserted.toLocaleString()} records it created are deleted and the ${result.updated.toLocaleString()} it updated get their earlier values back; those worked on since the import are kept (edited, or with an application, a document or a logged contact). Possible until ${formatDateTime(result.undoUntil ?? '')}.`}
        confirmLabel="Undo the import"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
