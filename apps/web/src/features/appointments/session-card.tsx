import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Appointment, AppointmentStatus } from '@studydesk/contract';
import { LazyPopup } from '../../components/lazy-popup';
import { ToneChip } from '../../components/tone-chip';
import { lazyPart } from '../../lib/lazy';
import { withToasts } from '../../lib/with-toasts';
import { useCancelSessionMutation, useSetSessionStatusMutation } from './calendar-api';
import { STATUS_LABELS, type SessionDetails } from './calendar-lookups';
import { clockOf } from './calendar-range';

// the confirmation (MUI's dialog family) loads on the first Cancel, not with the calendar
const CancelConfirm = lazyPart(() => import('./cancel-confirm'));

const LIVE: readonly AppointmentStatus[] = ['booked', 'checked-in'];
const MOVES: {
  status: AppointmentStatus;
  label: string;
  done: string;
  when: AppointmentStatus[];
}[] = [
  { status: 'checked-in', label: 'Check in', done: 'Checked in', when: ['booked'] },
  { status: 'done', label: 'Done', done: 'Marked done', when: ['booked', 'checked-in'] },
  { status: 'no-show', label: 'No-show', done: 'Marked no-show', when: ['booked', 'checked-in'] },
];

function Place({ place }: { place: SessionDetails['place'] }) {
  if (place.link)
    return (
      <Link href={place.link} target="_blank" rel="noopener noreferrer" variant="body2">
        Meeting link
      </Link>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      {place.office ? `At ${place.office}` : 'Online'}
    </Typography>
  );
}

/** The student's name (the list answers it with each session), linked to their record. */
function Student({ session }: { session: Appointment }) {
  return (
    <Link
      component={RouterLink}
      to={`/enquiries/${encodeURIComponent(session.enquiry)}`}
      fontWeight={600}
    >
      {session.studentName || 'Student'}
    </Link>
  );
}

function Actions({ session, who }: { session: Appointment; who: string }) {
  const [setStatus, status] = useSetSessionStatusMutation();
  const [cancel, cancelling] = useCancelSessionMutation();
  const [asking, setAsking] = useState(false);
  const busy = status.isLoading || cancelling.isLoading;
  if (!LIVE.includes(session.status)) return null;
  const move = (m: (typeof MOVES)[number]) =>
    withToasts(
      () => setStatus({ id: session._id, status: m.status }).unwrap(),
      m.done,
      'Could not change the session',
    );
  const onCancel = async () => {
    const ok = await withToasts(
      () => cancel(session._id).unwrap(),
      'Session cancelled',
      'Could not cancel the session',
    );
    if (ok) setAsking(false);
  };
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap' }}
      role="group"
      aria-label={`Actions for ${who}`}
    >
      {MOVES.filter((m) => m.when.includes(session.status)).map((m) => (
        <Button
          key={m.status}
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => void move(m)}
        >
          {m.label}
        </Button>
      ))}
      <Button size="small" color="error" disabled={busy} onClick={() => setAsking(true)}>
        Cancel
      </Button>
      <LazyPopup open={asking}>
        <CancelConfirm
          open={asking}
          busy={cancelling.isLoading}
          onConfirm={() => void onCancel()}
          onClose={() => setAsking(false)}
        />
      </LazyPopup>
    </Stack>
  );
}

/** One session: when, who, what and where, its status, and what can be done with it. */
export function SessionCard({
  session,
  details,
}: {
  session: Appointment;
  details: SessionDetails;
}) {
  const status = STATUS_LABELS[session.status];
  const when = `${clockOf(session.start)}–${clockOf(session.end)}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, listStyle: 'none', minWidth: 0 }}
      aria-label={`${when} session`}
    >
      <Stack spacing={0.75}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="p">
            {when}
          </Typography>
          <ToneChip label={status.label} tone={status.tone} />
        </Stack>
        <Student session={session} />
        <Typography variant="body2">
          {details.type?.name ?? 'Session'} · {details.counsellor}
        </Typography>
        <Place place={details.place} />
        <Actions session={session} who={when} />
      </Stack>
    </Paper>
  );
}
