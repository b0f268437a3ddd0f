import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReloadOutlined } from '../../lib/icons/reload-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import type { StudentLink } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SectionCard } from '../../components/section-card';
import { useDialog } from '../../lib/crud/use-dialog';
import { withToasts } from '../../lib/with-toasts';
import { formatDate } from '../../lib/dates';
import {
  useIssueStudentLinkMutation,
  useRevokeStudentLinkMutation,
  useStudentLinkStatusQuery,
} from './student-link-api';
import { LazyCopyField } from '../../components/lazy-copy-field';
import { CreateLinkButton, StudentLinkIntro } from './student-link-intro';

// The copy field (and its text field) loads when a link is first made. Not through a small module
// of the link's own: Rollup merged that into a chunk the follow-up queue loads (DECISIONS.md).
const CopyField = LazyCopyField;

/** The link just made: the URL (selectable), Copy, and when it stops working. */
function StudentLinkShown({ link }: { link: StudentLink }) {
  return (
    <CopyField
      label="The student’s link"
      value={link.url}
      copyLabel="Copy link"
      copiedNote="The link is copied to the clipboard"
      noun="link"
    >
      <Typography variant="body2" color="text.secondary">
        {`Works until ${formatDate(link.expiresAt)}`}
      </Typography>
    </CopyField>
  );
}

type Ask = 'reissue' | 'revoke';
const ASK = {
  reissue: {
    title: 'Make a new link?',
    message: 'The link the student has now stops working; send them the new one.',
    confirm: 'Make a new link',
  },
  revoke: {
    title: 'Revoke the student’s link?',
    message: 'Their page stops working at once. You can make a new link at any time.',
    confirm: 'Revoke link',
  },
} as const;

/**
 * The student's private link: made here and shown once, with Copy and its expiry;
 * made again (the earlier one stops working) or revoked, each asked first. With no working link
 * there is nothing to revoke; a link made earlier (not shown again: only its hash is kept) is
 * named by its expiry, and can be revoked or replaced.
 */
export function StudentLinkCard({ enquiry }: { enquiry: string }) {
  const [link, setLink] = useState<StudentLink | null>(null);
  const [issue, issuing] = useIssueStudentLinkMutation();
  const [revoke, revoking] = useRevokeStudentLinkMutation();
  const status = useStudentLinkStatusQuery(enquiry);
  const earlier = !link && status.data?.active ? status.data.expiresAt : null;
  const asking = useDialog<Ask>();
  const make = async () => {
    const ok = await withToasts(
      async () => setLink(await issue(enquiry).unwrap()),
      'Link ready: copy it and send it to the student',
      'Could not make the link',
    );
    if (ok) asking.hide();
  };
  const stop = async () => {
    const ok = await withToasts(
      () => revoke(enquiry).unwrap(),
      'Link revoked',
      'Could not revoke the link',
    );
    if (ok) {
      setLink(null);
      asking.hide();
    }
  };
  const ask = asking.value ? ASK[asking.value] : ASK.revoke;
  return (
    <SectionCard title="Student link">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <StudentLinkIntro />
        {link && (
          <Suspense fallback={<Typography variant="body2">{link.url}</Typography>}>
            <StudentLinkShown link={link} />
          </Suspense>
        )}
        {earlier && (
          <Typography variant="body2">
            A link made earlier works until {formatDate(earlier)}. It is not shown again: make a new
            one to send it again.
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {link || earlier ? (
            <>
              <Button
                startIcon={<ReloadOutlined aria-hidden />}
                onClick={() => asking.show('reissue')}
              >
                Make a new link
              </Button>
              <Button
                color="error"
                startIcon={<StopOutlined aria-hidden />}
                onClick={() => asking.show('revoke')}
              >
                Revoke link
              </Button>
            </>
          ) : (
            <CreateLinkButton disabled={issuing.isLoading} onClick={() => void make()} />
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking.open}
        title={ask.title}
        message={ask.message}
        confirmLabel={ask.confirm}
        tone={asking.value === 'reissue' ? 'primary' : 'error'}
        busy={issuing.isLoading || revoking.isLoading}
        onConfirm={() => void (asking.value === 'reissue' ? make() : stop())}
        onClose={asking.hide}
      />
    </SectionCard>
  );
}
