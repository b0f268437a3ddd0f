import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DollarOutlined } from '../../lib/icons/dollar-outlined';
import { FilePdfOutlined } from '../../lib/icons/file-pdf-outlined';
import { SendOutlined } from '../../lib/icons/send-outlined';
import { UnorderedListOutlined } from '../../lib/icons/unordered-list-outlined';
import type { InvoiceSummary } from '@studydesk/contract';
import { ToneChip } from '../../components/tone-chip';
import { formatDate } from '../../lib/dates';
import { invoiceStatus } from './invoice-labels';
import { formatMoney } from './invoice-money';
import { InvoicePayments } from './invoice-payments';

/** What can be done to an invoice from the record; the writes are absent for readers. */
export type InvoiceActions = {
  pdf: (i: InvoiceSummary) => void;
  pay?: (i: InvoiceSummary) => void;
  send?: (i: InvoiceSummary) => void;
  /** the invoice being sent, whose Send shows progress */
  sending?: string;
};

const factsSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
  gap: 1,
  m: 0,
} as const;

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </div>
  );
}

/** One invoice: number and status, its amounts in its currency, when it is due, its buttons. */
export function InvoiceRow({
  invoice: i,
  actions,
}: {
  invoice: InvoiceSummary;
  actions: InvoiceActions;
}) {
  const status = invoiceStatus(i);
  const owes = i.status !== 'paid';
  const [showPaid, setShowPaid] = useState(false);
  const paymentsId = useId();
  return (
    <Stack component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', gap: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{`Invoice ${i.number}`}</Typography>
        <ToneChip label={status.label} tone={status.tone} />
      </Stack>
      <Box component="dl" sx={factsSx}>
        <Fact term="Total">{formatMoney(i.total)}</Fact>
        <Fact term="Paid">{formatMoney(i.paid)}</Fact>
        <Fact term="Outstanding">{formatMoney(i.outstanding)}</Fact>
        {/* what is owed next: an instalment paid is no longer what the student is waited on for */}
        {owes ? (
          <Fact term="Next due">{formatDate(i.nextDue ?? i.due)}</Fact>
        ) : (
          <Fact term="Due">{formatDate(i.due)}</Fact>
        )}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button
          size="small"
          startIcon={<FilePdfOutlined aria-hidden />}
          aria-label={`PDF of invoice ${i.number}`}
          onClick={() => actions.pdf(i)}
        >
          PDF
        </Button>
        {actions.pay && owes && (
          <Button
            size="small"
            startIcon={<DollarOutlined aria-hidden />}
            aria-label={`Record payment on invoice ${i.number}`}
            onClick={() => actions.pay?.(i)}
          >
            Record payment
          </Button>
        )}
        {Number(i.paid.amount) > 0 && (
          <Button
            size="small"
            startIcon={<UnorderedListOutlined aria-hidden />}
            aria-expanded={showPaid}
            aria-controls={paymentsId}
            aria-label={`Payments of invoice ${i.number}`}
            onClick={() => setShowPaid((v) => !v)}
          >
            Payments
          </Button>
        )}
        {actions.send && (
          <Button
            size="small"
            startIcon={<SendOutlined aria-hidden />}
            aria-label={`Send invoice ${i.number}`}
            loading={actions.sending === i._id}
            onClick={() => actions.send?.(i)}
          >
            Send
          </Button>
        )}
      </Stack>
      {showPaid && (
        <div id={paymentsId}>
          <InvoicePayments invoice={i} enquiry={i.enquiry} />
        </div>
      )}
    </Stack>
  );
}
