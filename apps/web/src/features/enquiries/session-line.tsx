import Typography from '@mui/material/Typography';
import type { SessionEvent, TimelineEntry } from '@studydesk/contract';
import { formatInZone } from '../../lib/zoned-time';

type Session = Extract<TimelineEntry, { type: 'session' }>;

const SAID: Record<SessionEvent, string> = {
  booked: 'booked',
  rescheduled: 'moved',
  'checked-in': 'checked in',
  done: 'held',
  'no-show': 'missed (no-show)',
  cancelled: 'cancelled',
};

/** "Introduction call booked: 02-12-2026 15:30 GMT+5:30", on the office's clock. */
export function SessionLine({ entry: e }: { entry: Session }) {
  const when = formatInZone(e.start, e.zone);
  const was = e.from ? ` (was ${formatInZone(e.from, e.zone)})` : '';
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      <strong>{`${e.typeName} ${SAID[e.event]}:`}</strong> {`${when}${was}`}
    </Typography>
  );
}
