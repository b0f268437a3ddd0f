import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailPreview } from '@studydesk/contract';
import { usePhoneFullScreen } from '../../components/form-dialog';

type Props = {
  preview: MailPreview | null;
  /** what the preview is merged with, e.g. "sample values" */
  note: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A mail as it would arrive: its subject, its HTML version (in a frame that runs nothing) and
 * its plain text, with the button that saves or sends it.
 */
export function MailPreviewDialog({
  preview,
  note,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: Props) {
  const id = useId();
  return (
    <Dialog
      open={preview !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullScreen={usePhoneFullScreen()}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Preview</DialogTitle>
      {/* Scrolls on a phone: focusable, so a keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0} aria-label="The merged mail">
        {preview && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
            <div>
              <Typography variant="subtitle2" component="h3">
                Subject
              </Typography>
              <Typography>{preview.subject || '(no subject)'}</Typography>
            </div>
            <div>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                As most mail programs show it
              </Typography>
              <Box
                component="iframe"
                title="The mail as HTML"
                sandbox=""
                srcDoc={preview.html}
                sx={{
                  width: 1,
                  height: 260,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
            </div>
            <div>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                Plain text
              </Typography>
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 1.5,
                  bgcolor: 'grey.100',
                  borderRadius: 1,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  fontFamily: 'inherit',
                }}
              >
                {preview.text}
              </Box>
            </div>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Back to editing
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
