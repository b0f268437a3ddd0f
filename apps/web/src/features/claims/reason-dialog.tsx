import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { usePhoneFullScreen } from '../../components/phone-full-screen';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { toast } from '../../lib/toast/toast';

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** the field the write takes (a reason, an intake): given its value, its error and a setter */
  field: (value: string, onChange: (v: string) => void, error?: string) => ReactNode;
  /** the write; rejects with the API's error, whose fieldErrors[name] shows on the field */
  onConfirm: (value: string) => Promise<unknown>;
  name: string;
  success: string;
  failure: string;
  onClose: () => void;
};

/** Asks first, with the one value a write on a claim needs; the API's word on it shows there. */
export function ReasonDialog(p: ReasonDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await p.onConfirm(value);
      toast.success(p.success);
      setValue('');
      p.onClose();
    } catch (err) {
      setError(fieldErrors(err)[p.name]);
      toast.error(errorMessage(err, p.failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={p.open}
      onClose={busy ? undefined : p.onClose}
      aria-labelledby={`${id}-title`}
      fullScreen={usePhoneFullScreen()}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{p.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{p.message}</DialogContentText>
          {p.field(value, (v) => (setValue(v), setError(undefined)), error)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={() => void confirm()}>
          {p.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
