import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InvoiceSummary } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { formatDate } from '../../lib/dates';
import { FilePdfOutlined } from '../../lib/icons/file-pdf-outlined';
import { PAYMENT_METHOD_WORDS } from './invoice-labels';
import { formatMoney } from './invoice-money';
import { useInvoiceQuery } from './invoices-api';
import { downloadReceipt, type Payment } from './receipt-download';

const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 1.5,
  py: 0.5,
} as const;

function PaymentLine({ p }: { p: Payment }) {
  const how = PAYMENT_METHOD_WORDS[p.method] ?? p.method;
  return (
    <Box component="li" sx={rowSx}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {formatMoney(p.amount)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem' }}>
        {`${formatDate(p.date)} · ${how}${p.reference ? ` (${p.reference})` : ''} · Receipt ${p.number}`}
      </Typography>
      <Button
        size="small"
        startIcon={<FilePdfOutlined aria-hidden />}
        aria-label={`PDF of receipt ${p.number}`}
        onClick={() => downloadReceipt(p)}
      >
        Receipt
      </Button>
    </Box>
  );
}

/** The payments made on an invoice, each with its numbered receipt, read when the card opens them. */
export function InvoicePayments({
  invoice,
  enquiry,
}: {
  invoice: InvoiceSummary;
  enquiry: string;
}) {
  const query = useInvoiceQuery({ id: invoice._id, enquiry });
  return (
    <QueryState
      query={query}
      fallback="Failed to load the payments"
      loadingLabel={`Loading the payments on invoice ${invoice.number}`}
    >
      {(inv) => (
        <Box
          component="ul"
          aria-label={`Payments on invoice ${invoice.number}`}
          sx={{ listStyle: 'none', m: 0, p: 0, pl: 1, borderLeft: 2, borderColor: 'divider' }}
        >
          {inv.payments.map((p) => (
            <PaymentLine key={p._id} p={p} />
          ))}
        </Box>
      )}
    </QueryState>
  );
}
