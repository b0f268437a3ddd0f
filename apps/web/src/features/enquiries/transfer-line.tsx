import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@studydesk/contract';

type Edit = Extract<TimelineEntry, { type: 'edit' }>;
/** A transfer is the office's edit, with why it moved (the server sends the note beside it). */
type Transfer = Edit & { note?: string | null };

/** "Moved from Leeds to Pune: the student moved to Pune" (who and when are the line's caption). */
export function TransferLine({ entry }: { entry: Transfer }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <strong>
        Moved from {entry.from ?? 'no office'} to {entry.to ?? 'no office'}
        {entry.note ? ':' : ''}
      </strong>{' '}
      {entry.note ?? ''}
    </Typography>
  );
}
