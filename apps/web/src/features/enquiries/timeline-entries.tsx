import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@studydesk/contract';
import { CONTACT_OUTCOME_LABELS } from '@studydesk/contract/plain';
import { Timeline, TimelineItem } from '../../components/timeline';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDate, formatDateTime } from '../../lib/dates';
import { userCan } from '../../lib/permissions';
import { DocumentEventLine } from '../documents/document-event-line';
import { ApplicationStageLine } from './application-stage-line';
import { CallEntryText } from './call-entries';
import { ChangeLine } from './change-line';
import { EditFollowUpButton } from './edit-follow-up';
import { EmailLine } from './email-line';
import { ReplyLine, type OnReply } from './reply-line';
import { SessionLine } from './session-line';
import { StatusChip } from './enquiry-status';
import { fieldLabel } from './enquiry-details';
import { followUpText } from './timeline-words';

const who = (e: TimelineEntry) =>
  e.type === 'document' && e.byStudent
    ? 'by the student'
    : e.type === 'reply' && !e.byName
      ? 'by e-mail'
      : e.type === 'session' && !e.byName
        ? 'by the student'
        : e.byName
          ? `by ${e.byName}`
          : e.type === 'status' && e.from === null
            ? 'from the enquiry form'
            : e.type === 'callRequest'
              ? 'received'
              : 'by the system';

function Arrow() {
  return (
    <>
      <Box component="span" aria-hidden>
        →
      </Box>
      <VisuallyHidden>to</VisuallyHidden>
    </>
  );
}

/** An assignee change as people say it: "Assigned to Cara", "Reassigned from Meera to Cara". */
function assignment(from: string | null, to: string | null): ReactNode {
  if (from === null) return `Assigned to ${to ?? 'nobody'}`;
  if (to === null) return `Unassigned (was ${from})`;
  return `Reassigned from ${from} to ${to}`;
}

const row = { alignItems: 'center', gap: 0.75, flexWrap: 'wrap' } as const;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** What happened, in a line or two. */
type WhatProps = { entry: TimelineEntry; enquiry: string; onReply?: OnReply };

function What({ entry: e, enquiry, onReply }: WhatProps): ReactNode {
  switch (e.type) {
    case 'status':
      return (
        <Stack direction="row" sx={row}>
          {e.from === null ? <Typography>Created as</Typography> : <StatusChip status={e.from} />}
          {e.from !== null && <Arrow />}
          <StatusChip status={e.to} />
        </Stack>
      );
    case 'edit':
      return e.field === 'assignedTo' ? (
        <Typography sx={text}>{assignment(e.from, e.to)}</Typography>
      ) : (
        <Typography sx={text}>
          {fieldLabel(e.field)}: {e.from ?? '(blank)'} <Arrow /> {e.to ?? '(blank)'}
        </Typography>
      );
    case 'followUp':
      return (
        <Typography sx={text}>
          <strong>
            Follow-up {e.nextContactDate ? `due ${formatDate(e.nextContactDate)}` : 'booked'}
            {followUpText(e.details) ? ':' : ''}
          </strong>{' '}
          {followUpText(e.details)}{' '}
          {userCan('followUps', 'write') && <EditFollowUpButton entry={e} enquiry={enquiry} />}
        </Typography>
      );
    case 'change':
      return <ChangeLine entry={e} />;
    case 'contact':
      return (
        <Typography sx={text}>
          <strong>{e.outcome ? CONTACT_OUTCOME_LABELS[e.outcome] : 'Contact'}:</strong>{' '}
          {e.note ?? ''}
        </Typography>
      );
    case 'callAttempt':
    case 'callRequest':
      return <CallEntryText entry={e} />;
    case 'applicationStage':
      return <ApplicationStageLine entry={e} />;
    case 'email':
      return <EmailLine entry={e} />;
    case 'document':
      return <DocumentEventLine entry={e} enquiry={enquiry} />;
    case 'reply':
      return <ReplyLine entry={e} onReply={onReply} />;
    case 'session':
      return <SessionLine entry={e} />;
  }
}

type EntriesProps = { entries: TimelineEntry[]; enquiry: string; onReply?: OnReply };

/** The timeline's lines, newest first: each what happened, then when and by whom. */
export default function TimelineEntries({ entries, enquiry: id, onReply }: EntriesProps) {
  return (
    <Timeline label="Timeline, newest first">
      {entries.map((e) => (
        <TimelineItem key={e._id}>
          <What entry={e} enquiry={id} onReply={onReply} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {formatDateTime(e.at)} · {who(e)}
            {e.mergedFrom ? ` · from ${e.mergedFrom}` : ''}
          </Typography>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
