import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatusChange } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { Timeline, TimelineItem } from '../../components/timeline';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDateTime } from '../../lib/dates';
import { useEnquiryHistoryQuery } from './enquiries-api';
import { StatusChip } from './enquiry-status';

const who = ({ byName, from }: StatusChange) =>
  byName ? `by ${byName}` : from === null ? 'from the enquiry form' : 'by the system';

function Change({ change }: { change: StatusChange }) {
  return (
    <TimelineItem>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
        {change.from === null ? (
          <Typography variant="body2">Created as</Typography>
        ) : (
          <>
            <StatusChip status={change.from} />
            <Box component="span" aria-hidden>
              →
            </Box>
            <VisuallyHidden>to</VisuallyHidden>
          </>
        )}
        <StatusChip status={change.to} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {formatDateTime(change.at)} · {who(change)}
      </Typography>
    </TimelineItem>
  );
}

/** Who moved the enquiry from which status to which, and when; oldest first. */
export function EnquiryHistory({ id }: { id: string }) {
  const query = useEnquiryHistoryQuery(id);
  return (
    <SectionCard title="Status history">
      <QueryState
        query={query}
        fallback="Failed to fetch the status history"
        loadingLabel="Loading status history"
      >
        {(changes) =>
          changes.length === 0 ? (
            <Typography color="text.secondary">No status changes yet.</Typography>
          ) : (
            <Timeline label="Status changes">
              {changes.map((c) => (
                <Change key={c._id} change={c} />
              ))}
            </Timeline>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
