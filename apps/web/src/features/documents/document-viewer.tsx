import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DownloadOutlined } from '../../lib/icons/download-outlined';
import type { Document } from '@studydesk/contract';
import { usePhoneFullScreen } from '../../components/form-dialog';
import { errorMessage } from '../../lib/errors';
import { fetchFile } from '../../lib/file-fetch';
import { documentTitle } from './document-labels';

type Shown = { url: string } | { error: string } | null;

/** The document's bytes as an object URL while it is shown (freed when it closes). */
function useFileUrl(d: Document): Shown {
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    const abort = new AbortController();
    let url = '';
    fetchFile(`/documents/${d._id}/file?inline=true`, d.contentType, abort.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setShown({ url });
      })
      .catch((err: unknown) => {
        if (!abort.signal.aborted)
          setShown({ error: errorMessage(err, 'Could not open the document') });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [d._id, d.contentType]);
  return shown;
}

function Body({ document: d, title }: { document: Document; title: string }) {
  const shown = useFileUrl(d);
  if (!shown)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={28} aria-label="Loading the document" />
      </Box>
    );
  if ('error' in shown) return <Alert severity="error">{shown.error}</Alert>;
  if (d.contentType === 'application/pdf')
    // the browser's own PDF viewer, in a frame of the blob (the app's CSP allows blob: frames)
    return (
      <Box
        component="iframe"
        src={shown.url}
        title={title}
        sx={{ width: '100%', height: { xs: 'calc(100dvh - 210px)', sm: '70vh' }, border: 0 }}
      />
    );
  return (
    <Box
      component="img"
      src={shown.url}
      alt={title}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
    />
  );
}

/** The viewer: an image inline, a PDF in the browser's viewer; Download beside it. */
export function DocumentViewer(props: {
  document: Document | undefined;
  open: boolean;
  onDownload: (d: Document) => void;
  onClose: () => void;
}) {
  const { document: d, open, onClose } = props;
  const fullScreen = usePhoneFullScreen();
  const id = useId();
  const title = d ? documentTitle(d) : 'Document';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {title}
        {d && (
          <Typography variant="body2" color="text.secondary" component="span" display="block">
            {d.fileName}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>{d && open && <Body document={d} title={title} />}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {d && (
          <Button startIcon={<DownloadOutlined aria-hidden />} onClick={() => props.onDownload(d)}>
            Download
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
