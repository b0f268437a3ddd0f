import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { FollowUp } from '@studydesk/contract';
import { TimelineItem } from '../../components/timeline';
import { formatDate, formatDateTime } from '../../lib/dates';
import { StatusChip } from '../enquiries/enquiry-status';
import { followUps } from './follow-ups-resource';

type FollowUpEntryProps = {
  followUp: FollowUp;
  /** for users who may write */
  onEdit?: (f: FollowUp) => void;
  onRemove?: (f: FollowUp) => void;
};

/** One follow-up on its enquiry's timeline: when and by whom, what, next date, status. */
export function FollowUpEntry({ followUp: f, onEdit, onRemove }: FollowUpEntryProps) {
  const name = followUps.rowLabel(f);
  return (
    <TimelineItem>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography variant="caption" color="text.secondary" component="p" sx={{ pt: 0.25 }}>
          {formatDateTime(f.createdAt)} · {f.createdByName ?? 'Unknown'}
        </Typography>
        {onEdit && onRemove && (
          <Stack direction="row" sx={{ mt: -0.75 }}>
            <IconButton size="small" aria-label={`Edit ${name}`} onClick={() => onEdit(f)}>
              <EditOutlined aria-hidden />
            </IconButton>
            <IconButton size="small" aria-label={`Delete ${name}`} onClick={() => onRemove(f)}>
              <DeleteOutlined aria-hidden />
            </IconButton>
          </Stack>
        )}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {f.followUpDetails}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.75 }}>
        {f.nextContactDate && (
          <Typography variant="caption">Next contact {formatDate(f.nextContactDate)}</Typography>
        )}
        {f.status && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography variant="caption">Status set to</Typography>
            <StatusChip status={f.status} />
          </Stack>
        )}
      </Stack>
      {f.remarks && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
          Remarks: {f.remarks}
        </Typography>
      )}
    </TimelineItem>
  );
}
