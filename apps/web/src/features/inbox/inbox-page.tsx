import { Suspense } from 'react';
import Chip from '@mui/material/Chip';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnmatchedMail } from '@studydesk/contract';
import { EmptyState } from '../../components/empty-state';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useDialog } from '../../lib/crud/use-dialog';
import { formatDateTime } from '../../lib/dates';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUnmatchedMailQuery } from './inbox-api';
import { sender, subjectOf } from './mail-labels';

// the dialog (the search, the confirm) comes with the first mail opened
const UnmatchedDialog = lazyPart(() => import('./unmatched-dialog'));

const TITLE = 'Unmatched mail';
const SNIPPET = 160;
const line = { overflowWrap: 'anywhere' } as const;

/** One waiting mail as a row: who, what, when, the start of the text and its files. */
function MailRow({ mail, onOpen }: { mail: UnmatchedMail; onOpen: () => void }) {
  const files = mail.attachments.length;
  return (
    <Box
      component="li"
      sx={{ borderBottom: 1, borderColor: 'divider', '&:last-child': { border: 0 } }}
    >
      <ButtonBase
        onClick={onOpen}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          px: 2,
          py: 1.5,
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ ...line, fontWeight: 600 }}>{sender(mail)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(mail.createdAt)}
          </Typography>
        </Stack>
        <Typography sx={line}>{subjectOf(mail)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={line}>
          {mail.text.slice(0, SNIPPET)}
          {mail.text.length > SNIPPET ? '…' : ''}
        </Typography>
        {files > 0 && (
          <Chip
            size="small"
            variant="outlined"
            sx={{ mt: 0.5 }}
            label={`${files} ${files === 1 ? 'attachment' : 'attachments'}`}
          />
        )}
      </ButtonBase>
    </Box>
  );
}

function UnmatchedList() {
  const query = useUnmatchedMailQuery();
  const viewing = useDialog<UnmatchedMail>();
  return (
    <>
      <QueryState query={query} fallback="Could not load the mail" loadingLabel="Loading the mail">
        {({ data, count }) =>
          data.length === 0 ? (
            <EmptyState
              title="Nothing waits to be filed"
              message="Mail that no rule could file on an enquiry shows here."
            />
          ) : (
            <Stack spacing={1.5}>
              <Typography variant="body2" color="text.secondary">
                {count} {count === 1 ? 'mail waits' : 'mails wait'} to be filed
                {count > data.length ? ` (the newest ${data.length} shown)` : ''}
              </Typography>
              <Paper variant="outlined">
                <Box component="ul" aria-label={TITLE} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {data.map((m) => (
                    <MailRow key={m._id} mail={m} onOpen={() => viewing.show(m)} />
                  ))}
                </Box>
              </Paper>
            </Stack>
          )
        }
      </QueryState>
      {viewing.value && (
        <Suspense fallback={null}>
          <UnmatchedDialog open={viewing.open} mail={viewing.value} onClose={viewing.hide} />
        </Suspense>
      )}
    </>
  );
}

/** /inbox (admins, managers): mail that came in and matched no enquiry, to file or dismiss. */
export default function InboxPage() {
  useDocumentTitle(TITLE);
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      {userCan('inbox', 'read') ? <UnmatchedList /> : <NoAccess />}
    </Stack>
  );
}
