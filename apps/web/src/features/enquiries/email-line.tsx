import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailState, TimelineEntry } from '@studydesk/contract';
import { ToneChip, type Tone } from '../../components/tone-chip';

type EmailEntry = Extract<TimelineEntry, { type: 'email' }>;

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
