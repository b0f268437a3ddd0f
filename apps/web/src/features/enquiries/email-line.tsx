import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailState, TimelineEntry } from '@studydesk/contract';
import { ToneChip, type Tone } from '../../components/tone-chip';
import { useEnquiryTimelineQuery } from './enquiries-api';

type EmailEntry = Extract<TimelineEntry, { type: 'email' }>;

/** How often a timeline with mail still on its way asks again, to show it sent (or not). */
export const MAIL_POLL_MS = 15_000;
/** Whether a line of the timeline is a mail not yet sent (nor failed). */
const mailOnItsWay = (entries: readonly TimelineEntry[] | undefined) =>
  entries?.some((e) => e.type === 'email' && (e.state === 'waiting' || e.state === 'sending')) ??
  false;

/** The enquiry's timeline, asked again now and then while a mail on it is on its way. */
export function useTimelineWatchingMail(id: string) {
  const [polling, setPolling] = useState(false);
  const query = useEnquiryTimelineQuery(id, { pollingInterval: polling ? MAIL_POLL_MS : 0 });
  const onItsWay = mailOnItsWay(query.data);
  useEffect(() => setPolling(onItsWay), [onItsWay]);
  return query;
}
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** Where the mail is, when it is not simply sent. */
const STATE: Partial<Record<MailState, { label: string; tone: Tone }>> = {
  waiting: { label: 'Waiting to send', tone: 'info' },
  sending: { label: 'Sending', tone: 'info' },
  failed: { label: 'Not delivered', tone: 'error' },
  cancelled: { label: 'Cancelled', tone: 'warning' },
};

/** "E-mail sent: subject", to whom, and a word when it has not (yet) gone. */
export function EmailLine({ entry: e }: { entry: EmailEntry }) {
  const state = e.state ? STATE[e.state] : undefined;
  return (
    <Stack spacing={0.5}>
      <Typography sx={text}>
        <strong>E-mail sent:</strong> {e.subject}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={text}>
          to {e.to}
        </Typography>
        {state && <ToneChip label={state.label} tone={state.tone} />}
        {e.state === 'failed' && e.lastError && (
          <Typography variant="body2" color="error.dark" sx={text}>
            {e.lastError}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
