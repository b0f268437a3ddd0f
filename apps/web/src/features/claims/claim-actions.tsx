import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DollarOutlined } from '../../lib/icons/dollar-outlined';
import { FilePdfOutlined } from '../../lib/icons/file-pdf-outlined';
import { SendOutlined } from '../../lib/icons/send-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import type { Claim } from '@studydesk/contract';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast/toast';
import type { ClaimDialogStates } from './claim-dialog-state';
import { LazyClaimConfirms, LazyPaymentDialog } from './lazy-dialogs';

/**
 * The PDF, read with the session's token (a plain link would carry none). The download code
 * (and the contract schemas it reads) loads on the first click, not with the page.
 */
const downloadPdf = (c: Claim) =>
  void import('../../lib/download')
    .then(({ streamDownload }) =>
      streamDownload(
        { path: `/claims/${c._id}/pdf`, fallbackName: `${c.number}.pdf` },
        () => undefined,
      ),
    )
    .catch((err: unknown) => toast.error(errorMessage(err, 'Could not download the claim')));

const open = (c: Claim) => c.status !== 'paid' && c.status !== 'written-off';

/** PDF for whoever reads it; send, record a payment and write off while it is open. */
export function ClaimActions({
  claim: c,
  d,
  canWrite,
}: {
  claim: Claim;
  d: ClaimDialogStates;
  canWrite: boolean;
}) {
  const live = canWrite && open(c);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<FilePdfOutlined aria-hidden />}
        onClick={() => downloadPdf(c)}
      >
        Download PDF
      </Button>
      {live && (
        <Button
          variant="outlined"
          startIcon={<SendOutlined aria-hidden />}
          onClick={() => d.sending.show()}
        >
          {c.status === 'draft' ? 'Send to college' : 'Send again'}
        </Button>
      )}
      {live && c.status !== 'draft' && (
        <Button
          variant="contained"
          startIcon={<DollarOutlined aria-hidden />}
          onClick={() => d.paying.show()}
        >
          Record payment
        </Button>
      )}
      {live && (
        <Button
          color="error"
          startIcon={<StopOutlined aria-hidden />}
          onClick={() => d.writingOff.show()}
        >
          Write off
        </Button>
      )}
    </Stack>
  );
}

export function ClaimDialogs({ claim, d }: { claim: Claim; d: ClaimDialogStates }) {
  return (
    <>
      <LazyClaimConfirms claim={claim} d={d} />
      <LazyPaymentDialog open={d.paying.open} claim={claim} onClose={d.paying.hide} />
    </>
  );
}
