import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import { APPLICATION_MESSAGES } from '@studydesk/contract/plain';
import { useDiscardGuard, useGuarded, type DiscardGuard } from '../../../components/discard-guard';

/** `missing`: what the server said is still missing (documents, a conditional offer). */
export type NoteAsk = { student: string; stageName: string; missing?: readonly string[] };

/**
 * The note a stage asks for (why it was rejected, withdrawn …) before the move is sent; or,
 * when things are still missing, that list and the reason for moving on anyway.
 */
export default function NoteDialog(props: {
  ask: NoteAsk | null;
  onMove: (note: string) => void;
  onClose: () => void;
}) {
  const { ask, onClose } = props;
  const { guard, onDialogClose, confirm } = useDiscardGuard(onClose);
  return (
    <Dialog open={Boolean(ask)} onClose={onDialogClose} aria-labelledby="move-note-title" fullWidth>
      {ask && <NoteForm {...props} ask={ask} guard={guard} />}
      {confirm}
    </Dialog>
  );
}

/** Mounted while open, so every ask starts with an empty note. */
function NoteForm({
  ask,
  guard,
  onMove,
  onClose,
}: { ask: NoteAsk; guard: DiscardGuard } & Omit<NoteDialogProps, 'ask'>) {
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const missing = note.trim() === '';
  useGuarded(guard, !missing);
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
        {ask.missing ? (
          <MissingList missing={ask.missing} />
        ) : (
          <DialogContentText sx={{ mb: 2 }}>{APPLICATION_MESSAGES.noteRequired}.</DialogContentText>
        )}
        <TextField
          label={ask.missing ? 'Reason' : 'Note'}
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
          {ask.missing ? 'Move anyway' : 'Move'}
        </Button>
      </DialogActions>
    </form>
  );
}
type NoteDialogProps = Parameters<typeof NoteDialog>[0];

function MissingList({ missing }: { missing: readonly string[] }) {
  return (
    <>
      <DialogContentText id="move-missing-title">Still missing:</DialogContentText>
      <List dense aria-labelledby="move-missing-title" sx={{ listStyle: 'disc', pl: 3, mb: 1 }}>
        {missing.map((m) => (
          <ListItem key={m} sx={{ display: 'list-item', py: 0 }}>
            {m}
          </ListItem>
        ))}
      </List>
      <DialogContentText sx={{ mb: 2 }}>{APPLICATION_MESSAGES.reasonRequired}.</DialogContentText>
    </>
  );
}
