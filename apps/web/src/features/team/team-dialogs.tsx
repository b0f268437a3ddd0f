import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { User } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DialogState } from '../../lib/crud/use-dialog';
import { nameOf, NAMES } from './team-resource';
import type { useTeamWrites } from './use-team-writes';

type Writes = ReturnType<typeof useTeamWrites>;

/** Blocking signs the member out everywhere at once; asked first. */
export function BlockDialog({ state, writes }: { state: DialogState<User>; writes: Writes }) {
  const u = state.value;
  return (
    <ConfirmDialog
      open={state.open}
      title={`Block ${u ? nameOf(u) : NAMES.singular}?`}
      message="They are signed out at once and cannot sign in until an admin reactivates them."
      confirmLabel="Block"
      busy={writes.busy}
      onConfirm={() => u && void writes.block(u).then(state.hide)}
      onClose={state.hide}
    />
  );
}

/** Asks, resets, then shows the new password once so the admin can pass it on. */
export function ResetPasswordDialogs({
  state,
  writes,
}: {
  state: DialogState<User>;
  writes: Writes;
}) {
  const [made, setMade] = useState<{ name: string; password: string } | null>(null);
  const u = state.value;
  const reset = async (user: User) => {
    const password = await writes.resetPassword(user);
    state.hide();
    if (password) setMade({ name: nameOf(user), password });
  };
  return (
    <>
      <ConfirmDialog
        open={state.open}
        title={`Reset the password of ${u ? nameOf(u) : NAMES.singular}?`}
        message="Their current password stops working and they are signed out everywhere."
        confirmLabel="Reset password"
        busy={writes.busy}
        onConfirm={() => u && void reset(u)}
        onClose={state.hide}
      />
      <Dialog open={made !== null} onClose={() => setMade(null)} maxWidth="xs" fullWidth>
        <DialogTitle>New password for {made?.name}</DialogTitle>
        <DialogContent>
          <Typography
            component="output"
            aria-label="New password"
            sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1.1rem', my: 1.5 }}
          >
            {made?.password}
          </Typography>
          <Alert severity="info">
            It is shown only this once. Pass it on privately; they should change it after signing
            in.
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => made && void navigator.clipboard?.writeText(made.password)}>
            Copy
          </Button>
          <Button variant="contained" onClick={() => setMade(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
