import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@studydesk/contract';
import { CONTACT_OUTCOME_LABELS } from '@studydesk/contract/plain';
import { formatDateTime } from '../../lib/dates';
import { contactFocusUrl } from '../contacts/contact-focus';

type CallEntry = Extract<TimelineEntry, { type: 'callAttempt' | 'callRequest' }>;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A call request's part of an enquiry's timeline: the request it came from, and the tries. */
export function CallEntryText({ entry: e }: { entry: CallEntry }) {
  if (e.type === 'callRequest')
    return (
      <Typography sx={text}>
        <strong>From call request</strong> (
        <Link component={RouterLink} to={contactFocusUrl(e.contactId)}>
          open it
        </Link>
        ): {e.message}
      </Typography>
    );
  return (
    <Typography sx={text}>
      <strong>Call attempt · {CONTACT_OUTCOME_LABELS[e.outcome]}</strong>
      {e.note ? `: ${e.note}` : ''}
      {e.nextTryAt ? ` (next try ${formatDateTime(e.nextTryAt)})` : ''}
    </Typography>
  );
}
