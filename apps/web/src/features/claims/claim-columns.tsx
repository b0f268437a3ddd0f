import type { GridColDef } from '@mui/x-data-grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaimStatus, ClaimSummary } from '@studydesk/contract';
import { ToneChip } from '../../components/tone-chip';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../invoices/invoice-money';
import { STATUS_LABEL, STATUS_TONE } from './claim-labels';

/** Given up first when the width is short. */
export const DROP_ORDER = ['sentAt', 'paid', 'total'] as const;

export function StatusChip({ status }: { status: ClaimStatus }) {
  return <ToneChip label={STATUS_LABEL[status]} tone={STATUS_TONE[status]} />;
}

const money = (
  field: 'total' | 'paid' | 'outstanding',
  headerName: string,
): GridColDef<ClaimSummary> => ({
  field,
  headerName,
  sortable: false,
  minWidth: 120,
  flex: 1,
  align: 'right',
  headerAlign: 'right',
  valueGetter: (_v, row) => formatMoney(row[field]),
});

/** The claims list: which, to whom, where it is, its figures in its currency, when sent. */
export const claimColumns: GridColDef<ClaimSummary>[] = [
  { field: 'number', headerName: 'Number', sortable: false, minWidth: 130 },
  {
    field: 'collegeName',
    headerName: 'College',
    sortable: false,
    minWidth: 180,
    flex: 2,
    valueGetter: (_v, row) => row.collegeName ?? '—',
  },
  {
    field: 'status',
    headerName: 'Status',
    sortable: false,
    minWidth: 120,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  money('total', 'Total'),
  money('paid', 'Paid'),
  money('outstanding', 'Outstanding'),
  {
    field: 'sentAt',
    headerName: 'Sent',
    sortable: false,
    minWidth: 110,
    valueGetter: (_v, row) => (row.sentAt ? formatDate(row.sentAt) : '—'),
  },
];

/** A phone's card: number and status, the college, what is outstanding of the total. */
export function ClaimCard({ claim: c }: { claim: ClaimSummary }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, py: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {c.number}
        </Typography>
        <StatusChip status={c.status} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {c.collegeName ?? '—'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {`${formatMoney(c.outstanding)} outstanding of ${formatMoney(c.total)}`}
        {c.sentAt ? ` · sent ${formatDate(c.sentAt)}` : ''}
      </Typography>
    </Stack>
  );
}
