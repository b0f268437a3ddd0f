import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SwapOutlined } from '../../lib/icons/swap-outlined';
import type { Enquiry } from '@studydesk/contract';
import { lazyPart } from '../../lib/lazy';
import { useOffices } from '../offices/use-offices';

// The transfer's form loads when first opened: most who read a record never move it.
const TransferDialog = lazyPart(() => import('./transfer-dialog'));

/** The enquiry's office and, for admins and managers, "Transfer" to another. */
export function OfficeControl({ enquiry }: { enquiry: Enquiry }) {
  const { nameOf, canTransfer } = useOffices();
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 500 }}>{nameOf(enquiry.office) ?? '—'}</Typography>
      {canTransfer && (
        <>
          <Button
            size="small"
            startIcon={<SwapOutlined aria-hidden />}
            onClick={() => setOpen(true)}
          >
            Transfer
          </Button>
          {open && (
            <Suspense fallback={null}>
              <TransferDialog enquiry={enquiry} open={open} onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
