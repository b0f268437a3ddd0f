import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OutboxMail, OutboxMessage } from '@studydesk/contract';
import { DetailList } from '../../components/detail-list';
import { QueryState } from '../../components/query-state';
import { formatDateTime } from '../../lib/dates';
import { StateChip } from './outbox-columns';
import { useOutboxMailQuery } from './outbox-api';
import { canCancel, canResend, type MailActions } from './outbox-states';

const when = (v: string | null) => (v ? formatDateTime(v) : '');

function MessageView({ mail }: { mail: OutboxMessage }) {
  const headers = Object.entries(mail.headers);
  return (
    <Stack spacing={2.5}>
      <DetailList
        items={[
          { label: 'To', value: mail.to },
          { label: 'Replies go to', value: mail.replyTo },
          { label: 'State', value: <StateChip mail={mail} /> },
          { label: 'Attempts', value: String(mail.attempts) },
          { label: 'Queued', value: when(mail.createdAt) },
          {
            label: mail.state === 'sent' ? 'Sent' : 'Next attempt',
            value: when(mail.sentAt ?? mail.nextAttemptAt),
          },
          ...(mail.lastError ? [{ label: 'Last error', value: mail.lastError, wide: true }] : []),
          ...(headers.length
            ? [
                {
                  label: 'Headers',
                  value: headers.map(([k, v]) => `${k}: ${v}`).join('\n'),
                  wide: true,
                },
              ]
            : []),
        ]}
      />
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {mail.subject}
        </Typography>
        <Box
          component="pre"
          aria-label="Message"
          tabIndex={0}
          sx={{
            m: 0,
            p: 2,
            maxHeight: 360,
            overflow: 'auto',
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            font: 'inherit',
            fontSize: '0.875rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {mail.text}
        </Box>
        {mail.html && (
          <Typography variant="caption" color="text.secondary">
            Also sent as HTML.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

type Props = { open: boolean; mail?: OutboxMail; actions: MailActions; onClose: () => void };

/** One mail as it is (or was) sent, with Resend and Cancel where its state allows them. */
export function MailDialog({ open, mail, actions, onClose }: Props) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useOutboxMailQuery(mail?._id ?? '', { skip: !open || !mail });
  const current = query.data ?? mail;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={`${id}-title`}>Mail to {mail?.to}</DialogTitle>
      <DialogContent dividers>
        <QueryState
          query={query}
          fallback="Could not load the mail"
          loadingLabel="Loading the mail"
        >
          {(m) => <MessageView mail={m} />}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {current && canCancel(current) && (
          <Button color="error" onClick={() => actions.cancel(current)}>
            Cancel mail
          </Button>
        )}
        {current && canResend(current) && (
          <Button variant="outlined" onClick={() => actions.resend(current)}>
            Resend
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
