import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@studydesk/contract';
import { ToneChip } from '../../components/tone-chip';

type ReplyEntry = Extract<TimelineEntry, { type: 'reply' }>;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * A mail that came in: "Reply from Priya: subject", its new text, and the quoted history folded
 * away behind a button; words for an unverified sender, an auto-reply, and files not kept.
 */
export function ReplyLine({ entry: e }: { entry: ReplyEntry }) {
  const [quoteShown, setQuoteShown] = useState(false);
  const sender = e.fromName ?? e.from;
  const label = e.direction === 'out' ? `E-mail to ${e.to} (copy):` : `Reply from ${sender}:`;
  return (
    <Stack spacing={0.5}>
      <Typography sx={text}>
        <strong>{label}</strong> {e.subject}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {e.direction === 'in' && (
          <Typography variant="body2" color="text.secondary" sx={text}>
            from {e.from}
          </Typography>
        )}
        {e.unverified && <ToneChip label="Unverified sender" tone="warning" />}
        {e.automatic && <ToneChip label="Auto-reply" tone="info" />}
      </Stack>
      {e.text && <Typography sx={text}>{e.text}</Typography>}
      {e.quoted && (
        <>
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            aria-expanded={quoteShown}
            onClick={() => setQuoteShown((s) => !s)}
          >
            {quoteShown ? 'Hide quoted text' : 'Show quoted text'}
          </Button>
          {quoteShown && (
            <Typography variant="body2" color="text.secondary" sx={text}>
              {e.quoted}
            </Typography>
          )}
        </>
      )}
      {e.refused.map((f) => (
        <Typography key={f.fileName} variant="body2" color="error.dark" sx={text}>
          Attachment {f.fileName} not kept: {f.reason}
        </Typography>
      ))}
    </Stack>
  );
}
