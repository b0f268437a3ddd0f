import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentAction, DocumentEntry } from '@studydesk/contract';
import { userCan } from '../../lib/permissions';
import { useStudentDocumentsQuery } from './documents-api';
import { LazyDocumentViewer } from './lazy-dialogs';
import { useDownload } from './use-download';

const DONE: Record<DocumentAction, string> = {
  upload: 'uploaded',
  download: 'downloaded',
  accept: 'accepted',
  reject: 'rejected',
  delete: 'deleted',
  restore: 'restored',
};
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * "Passport uploaded", the file's name, the reason of a rejection, and a link that
 * opens the document in the viewer while it is still among the student's documents (a deleted
 * one has no file to show).
 */
export function DocumentEventLine({
  entry: e,
  enquiry,
}: {
  entry: DocumentEntry;
  enquiry: string;
}) {
  const [open, setOpen] = useState(false);
  const { data } = useStudentDocumentsQuery(enquiry, { skip: !userCan('documents', 'read') });
  const document = data?.data.find((d) => d._id === e.documentId);
  const download = useDownload(enquiry);
  return (
    <Stack spacing={0.25}>
      <Typography sx={text}>
        <strong>
          {e.documentType} {DONE[e.action]}
        </strong>
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={text}>
          {e.fileName}
        </Typography>
        {document && (
          <Link
            component="button"
            type="button"
            variant="body2"
            aria-label={`Open ${e.fileName}`}
            onClick={() => setOpen(true)}
          >
            Open
          </Link>
        )}
      </Stack>
      {e.action === 'reject' && e.reason && (
        <Typography variant="body2" sx={text}>{`Reason: ${e.reason}`}</Typography>
      )}
      <LazyDocumentViewer
        open={open}
        document={document}
        onDownload={download}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
