import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SearchHit, UnmatchedMail } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MailBody } from '../../components/mail-body';
import { usePhoneFullScreen } from '../../components/phone-full-screen';
import { formatDateTime } from '../../lib/dates';
import { withToasts } from '../../lib/with-toasts';
import { EnquiryPicker } from './enquiry-picker';
import { useDismissMailMutation, useFileMailMutation } from './inbox-api';
import { sender, subjectOf } from './mail-labels';

/** Where it goes: an enquiry found by the header search's rules, then "File". */
function FileOn({ mail, onDone }: { mail: UnmatchedMail; onDone: () => void }) {
  const [hit, setHit] = useState<SearchHit | null>(null);
  const [fileMail, { isLoading }] = useFileMailMutation();
  const file = async () => {
    if (!hit) return;
    const ok = await withToasts(
      () => fileMail({ id: mail._id, enquiry: hit.id }).unwrap(),
      `Filed on ${hit.label}’s enquiry`,
      'Could not file the mail',
    );
    if (ok) onDone();
  };
  return (
    <Stack component="section" aria-label="File on an enquiry" spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        File on an enquiry
      </Typography>
      <EnquiryPicker value={hit} onChange={setHit} />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!hit || isLoading}
        onClick={() => void file()}
      >
        File on this enquiry
      </Button>
    </Stack>
  );
}

/** What came: who, to which address, when, with which files, and the body. */
function MailView({ mail }: { mail: UnmatchedMail }) {
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
        <Typography>From {sender(mail)}</Typography>
        <Typography variant="body2" color="text.secondary">
          To {mail.to}, received {formatDateTime(mail.createdAt)}
        </Typography>
        {mail.attachments.length > 0 && (
          <Typography variant="body2">
            Attachments (kept in the student’s file once filed): {mail.attachments.join(', ')}
          </Typography>
        )}
      </Stack>
      <MailBody html={mail.html} text={mail.text} label="Message" />
      {mail.quoted && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {mail.quoted}
        </Typography>
      )}
    </Stack>
  );
}

type Props = { mail?: UnmatchedMail; open: boolean; onClose: () => void };

/** One unmatched mail: read it, file it on an enquiry, or dismiss it (asked first). */
export default function UnmatchedDialog({ mail, open, onClose }: Props) {
  const id = useId();
  const fullScreen = usePhoneFullScreen();
  const [asking, setAsking] = useState(false);
  const [dismissMail, { isLoading }] = useDismissMailMutation();
  const dismiss = async () => {
    if (!mail) return;
    const ok = await withToasts(
      () => dismissMail(mail._id).unwrap(),
      'Mail dismissed',
      'Could not dismiss the mail',
    );
    setAsking(false);
    if (ok) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {mail && subjectOf(mail)}
      </DialogTitle>
      <DialogContent dividers>
        {mail && (
          <Stack spacing={3}>
            <MailView mail={mail} />
            <FileOn mail={mail} onDone={onClose} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={() => setAsking(true)}>
          Dismiss
        </Button>
        <Button variant="outlined" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={asking}
        title="Dismiss this mail?"
        message="It leaves the Unmatched list and is filed nowhere; the same mail arriving again stays dismissed."
        confirmLabel="Dismiss"
        busy={isLoading}
        onConfirm={() => void dismiss()}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}
