import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { AppointmentMade } from '@studydesk/contract';
import { usePhoneFullScreen } from '../../components/phone-full-screen';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast/toast';
import { useBookSessionMutation, useStudentNameQuery, useWalkInMutation } from './calendar-api';
import { BookFields, type BookChoice } from './book-form';
import { StudentPicker, type PickedStudent } from './student-picker';

export type BookDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the student it is opened for (`/calendar?enquiry=`, or the record's walk-in) */
  enquiry?: string;
  day: string;
  counsellor?: string;
  /** a student at the desk: a session from now, checked in */
  walkIn?: boolean;
};

/** The student named on opening, once their name has come. */
function useOpenedFor(enquiry: string | undefined) {
  const { data } = useStudentNameQuery(enquiry ?? '', { skip: !enquiry });
  return enquiry && data ? { id: enquiry, label: data } : null;
}

/** Books the choice, or checks the walk-in in; answers what the toast says. */
function useSubmit(walkIn: boolean | undefined) {
  const [book, booking] = useBookSessionMutation();
  const [walk, walking] = useWalkInMutation();
  const said = (who: PickedStudent, made: AppointmentMade) =>
    walkIn
      ? `${who.label} checked in`
      : `Session booked for ${who.label}${made.outsideHours ? ', outside the counsellor’s hours' : ''}`;
  const submit = async (who: PickedStudent, c: BookChoice) => {
    const ask = { enquiry: who.id, type: c.type };
    const made = walkIn
      ? await walk({ ...ask, counsellor: c.counsellor || undefined }).unwrap()
      : await book({ ...ask, counsellor: c.counsellor, start: c.start }).unwrap();
    return said(who, made);
  };
  return { submit, busy: booking.isLoading || walking.isLoading };
}

/** Book a session on a student's behalf (who, what, with whom, when), or check a walk-in in. */
export default function BookDialog(props: BookDialogProps) {
  const titleId = useId();
  const fullScreen = usePhoneFullScreen();
  const openedFor = useOpenedFor(props.enquiry);
  const [choice, setChoice] = useState<BookChoice>({
    student: null,
    type: '',
    counsellor: props.counsellor ?? '',
    day: props.day,
    picked: '',
    start: '',
  });
  const [failure, setFailure] = useState('');
  // once the student is changed by hand, the one opened for no longer fills a cleared field
  const [picked, setPicked] = useState(false);
  const { submit, busy } = useSubmit(props.walkIn);
  const student = picked ? choice.student : openedFor;
  const when = props.walkIn || Boolean(choice.counsellor && choice.start);
  const ready = Boolean(student && choice.type && when);
  const title = props.walkIn ? 'Walk-in' : 'Book a session';
  const onSubmit = async () => {
    if (!student || !ready) return;
    setFailure('');
    try {
      toast.success(await submit(student, choice));
      props.onClose();
    } catch (err) {
      // the times are asked afresh (the mutation invalidates them): the taken one goes
      if (!props.walkIn) setChoice((c) => ({ ...c, picked: '', start: '' }));
      setFailure(errorMessage(err, 'Could not book the session'));
    }
  };
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <StudentPicker
            value={student}
            onChange={(s) => {
              setPicked(true);
              setChoice((c) => ({ ...c, student: s }));
            }}
          />
          <BookFields
            choice={choice}
            walkIn={props.walkIn}
            onChange={(p) => setChoice((c) => ({ ...c, ...p }))}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void onSubmit()}
          disabled={!ready || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {props.walkIn ? 'Check in' : 'Book'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
