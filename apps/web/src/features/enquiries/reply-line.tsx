import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@studydesk/contract';
import { MailBody } from '../../components/mail-body';
import { ToneChip } from '../../components/tone-chip';
import { DOCUMENTS_ANCHOR } from '../documents/documents-anchor';

export type ReplyEntry = Extract<TimelineEntry, { type: 'reply' }>;
/** Opens the answer to a student's mail (absent where the viewer cannot write to them). */
export type OnReply = (entry: ReplyEntry) => void;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The quoted history below a reply, folded away until asked for. */
function Quoted({ quoted }: { quoted: string }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        aria-expanded={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide quoted text' : 'Show quoted text'}
      </Button>
      {shown && (
        <Typography variant="body2" color="text.secondary" sx={text}>
          {quoted}
        </Typography>
      )}
    </>
  );
}

/** The files it came with: those kept are in the student's documents; the others, and why not. */
function Attachments({ entry: e }: { entry: ReplyEntry }) {
  const refused = new Set(e.refused.map((f) => f.fileName));
  const kept = e.attachments.filter((name) => !refused.has(name));
  return (
    <>
      {kept.length > 0 && (
        <Typography variant="body2" sx={text}>
          Attachments {kept.join(', ')}:{' '}
          <Link href={`#${DOCUMENTS_ANCHOR}`}>in the student’s documents</Link>
        </Typography>
      )}
      {e.refused.map((f) => (
        <Typography key={f.fileName} variant="body2" color="error.dark" sx={text}>
          Attachment {f.fileName} not kept: {f.reason}
        </Typography>
      ))}
    </>
  );
}

/**
 * A mail that came in: "Reply from Priya: subject", its new text (or, for a mail sent as HTML
 * alone, the server's sanitised HTML, remote images behind a click) and the quoted history
 * folded away; words for an unverified sender and an auto-reply; its files.
 */
export function ReplyLine({ entry: e, onReply }: { entry: ReplyEntry; onReply?: OnReply }) {
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
      {/* the text part has the quote split off; HTML only when the mail has no text */}
      <MailBody html={e.text ? null : e.html} text={e.text} label={`The mail from ${sender}`} />
      {e.quoted && <Quoted quoted={e.quoted} />}
      <Attachments entry={e} />
      {/* an auto-reply is never answered; a counsellor's own mail (out) is not the student's */}
      {onReply && e.direction === 'in' && !e.automatic && (
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          aria-label={`Reply to ${sender}`}
          onClick={() => onReply(e)}
        >
          Reply
        </Button>
      )}
    </Stack>
  );
}
