import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { usePhoneFullScreen } from '../../components/phone-full-screen';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast/toast';
import { useBookSessionMutation, useStudentNameQuery } from './calendar-api';
import { BookFields, type BookChoice } from './book-form';
import { StudentPicker } from './student-picker';

export type BookDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the student it is opened for (`/calendar?enquiry=` from their record) */
  enquiry?: string;
  day: string;
  counsellor?: string;
};

/** The student named on opening, once their name has come. */
function useOpenedFor(enquiry: string | undefined) {
  const { data } = useStudentNameQuery(enquiry ?? '', { skip: !enquiry });
  return enquiry && data ? { id: enquiry, label: data } : null;
}

/** Book a session on a student's behalf: who, what, with whom, and a free time. */
export default function BookDialog(props: BookDialogProps) {
  const titleId = useId();
  const fullScreen = usePhoneFullScreen();
  const openedFor = useOpenedFor(props.enquiry);
  const [choice, setChoice] = useState<BookChoice>({
    student: null,
    type: '',
    counsellor: props.counsellor ?? '',
    day: props.day,
    start: '',
  });
  const [failure, setFailure] = useState('');
  // once the student is changed by hand, the one opened for no longer fills a cleared field
  const [picked, setPicked] = useState(false);
  const [book, booking] = useBookSessionMutation();
  const student = picked ? choice.student : openedFor;
  const ready = Boolean(student && choice.type && choice.counsellor && choice.start);
  const submit = async () => {
    if (!student || !ready) return;
    setFailure('');
    const ask = { enquiry: student.id, type: choice.type, counsellor: choice.counsellor };
    try {
      await book({ ...ask, start: choice.start }).unwrap();
      toast.success(`Session booked for ${student.label}`);
      props.onClose();
    } catch (err) {
      // the times are asked afresh (the mutation invalidates them): the taken one goes
      setChoice((c) => ({ ...c, start: '' }));
      setFailure(errorMessage(err, 'Could not book the session'));
    }
  };
  return (
    <Dialog
      open={props.open}
      onClose={booking.isLoading ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Book a session</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <StudentPicker
            value={student}
            onChange={(s) => {
              setPicked(true);
              setChoice((c) => ({ ...c, student: s }));
            }}
          />
          <BookFields choice={choice} onChange={(p) => setChoice((c) => ({ ...c, ...p }))} />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={props.onClose} disabled={booking.isLoading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!ready || booking.isLoading}
          startIcon={booking.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Book
        </Button>
      </DialogActions>
    </Dialog>
  );
}
