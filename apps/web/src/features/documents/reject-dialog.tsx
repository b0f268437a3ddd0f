import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Document } from '@studydesk/contract';
import { useDiscardGuard, useGuarded, type DiscardGuard } from '../../components/discard-guard';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { documentTitle } from './document-labels';

/** The contract's words when the reason is left out (the server says the same). */
export const REASON_REQUIRED = 'Say why it is rejected: the student sees the reason';

type Props = {
  document: Document | undefined;
  open: boolean;
  /** rejects with the reason; resolves once saved, rejects with the API error */
  onReject: (d: Document, reason: string) => Promise<unknown>;
  onClose: () => void;
};

function RejectForm({
  document: d,
  onReject,
  onClose,
  id,
  guard,
}: Props & { id: string; guard: DiscardGuard }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useGuarded(guard, reason.trim() !== '', busy);
  const submit = async () => {
    if (!d) return;
    if (reason.trim() === '') return setError(REASON_REQUIRED);
    setBusy(true);
    try {
      await onReject(d, reason.trim());
      onClose();
    } catch (err) {
      setError(fieldErrors(err).reason ?? errorMessage(err, 'Could not reject the document'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          The student sees this reason on their page, and can send another.
        </DialogContentText>
        <TextField
          label="Reason"
          required
          autoFocus
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? 'For example: the scan is cut off at the bottom'}
          multiline
          minRows={3}
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void submit()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Reject
        </Button>
      </DialogActions>
    </>
  );
}

/** "Reject <document>": a reason is required (the student reads it). */
export function RejectDialog(props: Props) {
  const id = useId();
  const { guard, onDialogClose, confirm } = useDiscardGuard(props.onClose);
  return (
    <Dialog
      open={props.open}
      onClose={onDialogClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {`Reject ${props.document ? documentTitle(props.document) : 'the document'}?`}
      </DialogTitle>
      <RejectForm {...props} id={id} guard={guard} />
      {confirm}
    </Dialog>
  );
}
