import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { UndoOutlined } from '../../lib/icons/undo-outlined';
import type { Document } from '@studydesk/contract';
import { DOCUMENT_TRASH_DAYS } from '@studydesk/contract/plain';
import { QueryState } from '../../components/query-state';
import { withToasts } from '../../lib/with-toasts';
import { formatDateTime } from '../../lib/dates';
import { documentTitle } from './document-labels';
import { useDeletedDocumentsQuery, useRestoreDocumentMutation } from './documents-api';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

function Deleted({ enquiry }: { enquiry: string }) {
  const query = useDeletedDocumentsQuery(enquiry);
  const [restore] = useRestoreDocumentMutation();
  const bringBack = (d: Document) =>
    void withToasts(
      () => restore({ id: d._id, enquiry }).unwrap(),
      `${documentTitle(d)} restored`,
      'Could not restore the document',
    );
  return (
    <QueryState query={query} fallback="Failed to load the trash" loadingLabel="Loading the trash">
      {(deleted) =>
        deleted.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {`The trash is empty: nothing deleted in the last ${DOCUMENT_TRASH_DAYS} days.`}
          </Typography>
        ) : (
          <Box component="ul" aria-label="Documents in the trash" sx={listSx}>
            {deleted.map((d) => (
              <Stack
                key={d._id}
                component="li"
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1 }}
              >
                <Stack sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {documentTitle(d)}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {`${d.fileName} · deleted ${formatDateTime(d.deletedAt)}`}
                  </Typography>
                </Stack>
                <Button
                  size="small"
                  startIcon={<UndoOutlined aria-hidden />}
                  aria-label={`Restore ${documentTitle(d)}`}
                  onClick={() => bringBack(d)}
                >
                  Restore
                </Button>
              </Stack>
            ))}
          </Box>
        )
      }
    </QueryState>
  );
}

/**
 * Admins: the trash, the student's documents deleted within the last 30 days (asked for only
 * when shown),
 * each with Restore (after 30 days their files are gone).
 */
export function DeletedDocuments({ enquiry }: { enquiry: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        color="inherit"
        startIcon={<DeleteOutlined aria-hidden />}
        aria-expanded={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide the trash' : 'Trash'}
      </Button>
      {shown && <Deleted enquiry={enquiry} />}
    </Stack>
  );
}
