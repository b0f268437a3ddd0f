import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StageChange } from '@studydesk/contract';
import { SectionCard } from '../../../components/section-card';
import { Timeline, TimelineItem } from '../../../components/timeline';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime } from '../../../lib/dates';

const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Move({ change: c }: { change: StageChange }) {
  const to = c.toName ?? c.to;
  return (
    <Typography sx={text}>
      {c.from === null ? (
        <>Opened as {to}</>
      ) : (
        <>
          {c.fromName ?? c.from}{' '}
          <Box component="span" aria-hidden>
            →
          </Box>
          <VisuallyHidden>to</VisuallyHidden> {to}
        </>
      )}
    </Typography>
  );
}

/** Every move of the application, newest first: from → to, who, when and the note. */
export function StageHistory({ history }: { history: readonly StageChange[] }) {
  const newest = [...history].reverse();
  return (
    <SectionCard title="Stage history">
      <Timeline label="Stage history, newest first">
        {newest.map((c) => (
          <TimelineItem key={c._id}>
            <Move change={c} />
            {c.note && (
              <Typography variant="body2" color="text.secondary" sx={text}>
                Note: {c.note}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {formatDateTime(c.at)} · {c.byName ? `by ${c.byName}` : 'by the system'}
            </Typography>
          </TimelineItem>
        ))}
      </Timeline>
    </SectionCard>
  );
}
