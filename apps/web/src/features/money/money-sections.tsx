import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Money, MoneySummary } from '@studydesk/contract';
import { SectionCard } from '../../components/section-card';
import { formatMoney } from '../invoices/invoice-money';
import { InBaseNote } from './in-base-note';
import { AGE_LABELS, monthLabel } from './money-labels';
import { MoneyTable, type MoneyRow } from './money-table';

type Received = MoneySummary['received'] & {
  byCollege?: MoneySummary['commission']['received']['byCollege'];
};
type Line = { amount: Money; payments: number };
const HEAD = ['Currency', 'Amount', 'Payments'];

const rowsOf = <L extends Line>(lines: readonly L[], label: (l: L) => string): MoneyRow[] =>
  lines.map((l) => ({
    key: `${label(l)}\u0000${l.amount.currency}`,
    cells: [label(l), formatMoney(l.amount), String(l.payments)],
  }));

const totalsText = (totals: readonly Money[]) => totals.map(formatMoney).join(' · ');

/** What came in during the period, by month, office, counsellor (and college for commission). */
export function ReceivedSection({ title, received }: { title: string; received: Received }) {
  const empty = 'Nothing received in these months';
  const table = (caption: string, first: string, rows: MoneyRow[]) => (
    <MoneyTable caption={caption} head={[first, ...HEAD.slice(1)]} rows={rows} empty={empty} />
  );
  return (
    <SectionCard title={title}>
      <Stack spacing={2.5}>
        <Typography variant="body2">
          Total: {received.totals.length > 0 ? totalsText(received.totals) : 'none'}
        </Typography>
        {received.totals.length > 0 && <InBaseNote inBase={received.inBase} label="Total" />}
        {table(
          'By month',
          'Month',
          rowsOf(received.byMonth, (l) => monthLabel(l.month)),
        )}
        {table(
          'By office',
          'Office',
          rowsOf(received.byOffice, (l) => l.officeName),
        )}
        {table(
          'By counsellor',
          'Counsellor',
          rowsOf(received.byCounsellor, (l) => l.counsellorName ?? 'No counsellor'),
        )}
        {received.byCollege &&
          table(
            'By college',
            'College',
            rowsOf(received.byCollege, (l) => l.collegeName),
          )}
      </Stack>
    </SectionCard>
  );
}

type Outstanding = MoneySummary['outstanding'];

/** What is still owed, by how late it is, per currency, and in the base currency. */
export function OutstandingTable({ caption, owed }: { caption: string; owed: Outstanding }) {
  const rows = owed.byAge.map((b) => ({
    key: `${b.age}\u0000${b.amount.currency}`,
    cells: [AGE_LABELS[b.age], formatMoney(b.amount)],
  }));
  return (
    <Stack>
      <MoneyTable caption={caption} head={['Age', 'Owed']} rows={rows} empty="Nothing owed" />
      {rows.length > 0 && <InBaseNote inBase={owed.inBase} label="Owed" />}
    </Stack>
  );
}
