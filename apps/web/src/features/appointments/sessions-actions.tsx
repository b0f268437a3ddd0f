import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { LazyPopup } from '../../components/lazy-popup';
import { localIsoDate } from '../../lib/dates';
import { lazyPart } from '../../lib/lazy';
import type { BookDialogProps } from './book-dialog';

// the dialog (student search, selects) loads on the first walk-in, not with the record
const BookDialog = lazyPart<BookDialogProps>(() => import('./book-dialog'));

/** The record's ways to a session: booked on the calendar, or a walk-in checked in now. */
export function SessionsActions({ enquiry }: { enquiry: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button
        size="small"
        component={RouterLink}
        to={`/calendar?enquiry=${encodeURIComponent(enquiry)}`}
      >
        Book
      </Button>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Walk-in
      </Button>
      <LazyPopup open={open}>
        <BookDialog
          walkIn
          open={open}
          onClose={() => setOpen(false)}
          enquiry={enquiry}
          day={localIsoDate()}
        />
      </LazyPopup>
    </Stack>
  );
}
