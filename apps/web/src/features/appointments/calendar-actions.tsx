import { useState } from 'react';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { LazyPopup } from '../../components/lazy-popup';
import { localIsoDate } from '../../lib/dates';
import { lazyPart } from '../../lib/lazy';
import { useCalendarParams } from './calendar-range';

// the booking dialog (student search, slots) loads on its first opening
const BookDialog = lazyPart(() => import('./book-dialog'));

/** "Book a session", opened by its button or on arrival with `?enquiry=` (from a record). */
export function Booking() {
  const [params, setParams] = useSearchParams();
  const [state] = useCalendarParams();
  const enquiry = params.get('enquiry') ?? undefined;
  const [open, setOpen] = useState(Boolean(enquiry));
  const today = localIsoDate();
  const close = () => {
    setOpen(false);
    if (enquiry)
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('enquiry');
          return out;
        },
        { replace: true },
      );
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Book a session
      </Button>
      <LazyPopup open={open}>
        <BookDialog
          open={open}
          onClose={close}
          enquiry={enquiry}
          day={state.date > today ? state.date : today}
          counsellor={state.counsellor || undefined}
        />
      </LazyPopup>
    </>
  );
}

/** "Walk-in": a student at the desk, checked in for a session from now. */
export function WalkIn() {
  const [state] = useCalendarParams();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Walk-in
      </Button>
      <LazyPopup open={open}>
        <BookDialog
          walkIn
          open={open}
          onClose={() => setOpen(false)}
          day={localIsoDate()}
          counsellor={state.counsellor || undefined}
        />
      </LazyPopup>
    </>
  );
}
