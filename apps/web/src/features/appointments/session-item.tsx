import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Appointment, AppointmentStatus } from '@studydesk/contract';
import { ToneChip, type Tone } from '../../components/tone-chip';
import { formatInZone } from '../../lib/zoned-time';

const STATUS: Record<AppointmentStatus, { label: string; tone: Tone }> = {
  booked: { label: 'Booked', tone: 'primary' },
  'checked-in': { label: 'Checked in', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  'no-show': { label: 'No-show', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'secondary' },
};

/** What staff may still do to a session: only a booked or checked-in one changes. */
export type SessionActions = {
  setStatus: (s: Appointment, status: 'checked-in' | 'done' | 'no-show') => void;
  cancel: (s: Appointment) => void;
  /** the session being written, whose buttons wait */
  busy?: string;
};

/** Names the session in the buttons' labels, so a screen reader tells one row from another. */
export type SessionView = Appointment & { typeName: string; counsellorName: string };

/** One session: when, what, with whom, its status, and its buttons while it is live. */
export function SessionItem({
  session: s,
  actions,
}: {
  session: SessionView;
  actions?: SessionActions;
}) {
  // on the office's clock, as staff plan their day; the student's beside it when it differs
  const when = formatInZone(s.start, s.officeZone);
  const theirs = s.timeZone === s.officeZone ? null : formatInZone(s.start, s.timeZone);
  const status = STATUS[s.status];
  const live = s.status === 'booked' || s.status === 'checked-in';
  const button = (label: string, onClick: () => void) => (
    <Button
      size="small"
      aria-label={`${label}: ${s.typeName} ${when}`}
      disabled={actions?.busy === s._id}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Stack component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', gap: 0.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{when}</Typography>
        <ToneChip label={status.label} tone={status.tone} />
      </Stack>
      {theirs && (
        <Typography variant="body2">{`${theirs} for the student (${s.timeZone})`}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {`${s.typeName} with ${s.counsellorName}`}
      </Typography>
      {actions && live && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {s.status === 'booked' && button('Check in', () => actions.setStatus(s, 'checked-in'))}
          {button('Done', () => actions.setStatus(s, 'done'))}
          {button('No-show', () => actions.setStatus(s, 'no-show'))}
          {button('Cancel', () => actions.cancel(s))}
        </Stack>
      )}
    </Stack>
  );
}
