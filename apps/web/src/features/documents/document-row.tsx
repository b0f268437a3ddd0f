import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckOutlined } from '../../lib/icons/check-outlined';
import { CloseOutlined } from '../../lib/icons/close-outlined';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { DownloadOutlined } from '../../lib/icons/download-outlined';
import { EyeOutlined } from '../../lib/icons/eye-outlined';
import type { Document } from '@studydesk/contract';
import { isViewable } from '@studydesk/contract/plain';
import { ToneChip } from '../../components/tone-chip';
import { formatDateTime } from '../../lib/dates';
import {
  STATUS_TONES,
  STATUS_WORDS,
  documentTitle,
  fileSize,
  uploaderName,
} from './document-labels';
import type { DocumentActions } from './row-actions';
import { LazyTooltip } from '../../components/lazy-popup';

const text = { overflowWrap: 'anywhere' } as const;

/** What it is, what file, who sent it and when, and for which application. */
function Facts({ d, application }: { d: Document; application?: string }) {
  return (
    <>
      <Typography variant="body2" sx={text}>
        {`${d.fileName} · ${fileSize(d.size)}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={text}>
        {`Uploaded by ${uploaderName(d)}, ${formatDateTime(d.createdAt)}`}
        {application ? ` · for ${application}` : ''}
      </Typography>
      {d.note && (
        <Typography variant="body2" color="text.secondary" sx={text}>
          {`Note: ${d.note}`}
        </Typography>
      )}
      {d.status === 'rejected' && d.reason && (
        <Typography variant="body2" sx={text}>
          {`Rejected: ${d.reason}`}
          {d.reviewedBy?.name ? ` (${d.reviewedBy.name})` : ''}
        </Typography>
      )}
    </>
  );
}

/** One document: its facts, its status, and View (or Download), Accept, Reject and Delete. */
export function DocumentRow(props: {
  document: Document;
  application?: string;
  actions: DocumentActions;
  canReview: boolean;
}) {
  const { document: d, actions, canReview } = props;
  const title = documentTitle(d);
  const viewable = isViewable(d.contentType);
  return (
    <Stack component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', gap: 0.25 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
        <Typography sx={{ fontWeight: 600, ...text }}>{title}</Typography>
        <ToneChip label={STATUS_WORDS[d.status]} tone={STATUS_TONES[d.status]} />
      </Stack>
      <Facts d={d} application={props.application} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5, alignItems: 'center' }}>
        <Button
          size="small"
          startIcon={viewable ? <EyeOutlined aria-hidden /> : <DownloadOutlined aria-hidden />}
          aria-label={`${viewable ? 'View' : 'Download'} ${title}`}
          onClick={() => (viewable ? actions.view(d) : actions.download(d))}
        >
          {viewable ? 'View' : 'Download'}
        </Button>
        {canReview && d.status !== 'accepted' && (
          <Button
            size="small"
            startIcon={<CheckOutlined aria-hidden />}
            aria-label={`Accept ${title}`}
            onClick={() => actions.accept(d)}
          >
            Accept
          </Button>
        )}
        {canReview && d.status !== 'rejected' && (
          <Button
            size="small"
            color="error"
            startIcon={<CloseOutlined aria-hidden />}
            aria-label={`Reject ${title}`}
            onClick={() => actions.reject(d)}
          >
            Reject
          </Button>
        )}
        {canReview && (
          <LazyTooltip title={`Delete ${title}`}>
            <IconButton
              size="small"
              aria-label={`Delete ${title}`}
              onClick={() => actions.remove(d)}
              sx={{ ml: 'auto' }}
            >
              <DeleteOutlined aria-hidden />
            </IconButton>
          </LazyTooltip>
        )}
      </Stack>
    </Stack>
  );
}
