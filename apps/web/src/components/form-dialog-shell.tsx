import type { BaseSyntheticEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useGuarded, type DiscardGuard } from './discard-guard';

type Props = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitLabel: string;
  saving: boolean;
  /** whether anything was typed: the dialog's Escape asks before discarding it */
  dirty: boolean;
  guard: DiscardGuard;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog's form below its title: the fields, then Cancel and the submit button (both held
 * while it saves). It imports no form library: the caller's FormProvider (which lets a field read
 * its neighbours) wraps it, so that wherever Rollup puts this small frame, the form library does
 * not come with it (merged with a list's inline selects, it once brought the library to /enquiries).
 */
export function FormDialogShell(props: Props) {
  const { onSubmit, submitLabel, saving, dirty, guard, onClose, children } = props;
  useGuarded(guard, dirty, saving);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // full screen on phones: the fields take the height, the buttons stay at the bottom
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
