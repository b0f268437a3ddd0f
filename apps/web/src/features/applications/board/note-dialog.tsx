import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { APPLICATION_MESSAGES } from '@studydesk/contract';

export type NoteAsk = { student: string; stageName: string };

/** The note a stage asks for (why it was rejected, withdrawn …), before the move is sent. */
export function NoteDialog(props: {
  ask: NoteAsk | null;
  onMove: (note: string) => void;
  onClose: () => void;
}) {
  const { ask, onClose } = props;
  return (
    <Dialog open={Boolean(ask)} onClose={onClose} aria-labelledby="move-note-title" fullWidth>
      {ask && <NoteForm {...props} ask={ask} />}
    </Dialog>
  );
}

/** Mounted while open, so every ask starts with an empty note. */
function NoteForm({ ask, onMove, onClose }: { ask: NoteAsk } & Omit<NoteDialogProps, 'ask'>) {
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const missing = note.trim() === '';
  const submit = () => (missing ? setTried(true) : onMove(note.trim()));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id="move-note-title">{`Move ${ask.student} to ${ask.stageName}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{APPLICATION_MESSAGES.noteRequired}.</DialogContentText>
        <TextField
          label="Note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
          error={tried && missing}
          helperText={tried && missing ? 'Write why it moves' : ' '}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Move
        </Button>
      </DialogActions>
    </form>
  );
}
type NoteDialogProps = Parameters<typeof NoteDialog>[0];
