import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Claim, ClaimLine } from '@studydesk/contract';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../invoices/invoice-money';

export type LineActions = { credit: (l: ClaimLine) => void; move: (l: ClaimLine) => void };

const owes = (l: ClaimLine) => Number(l.outstanding.amount) > 0;

function Line({ line: l, actions }: { line: ClaimLine; actions?: LineActions }) {
  const about = [l.courseTitle, l.intakeName, `instalment ${l.instalment} (${l.share}%)`];
  const name = `${l.student}, instalment ${l.instalment}`;
  return (
    <Stack component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', gap: 0.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{l.student}</Typography>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatMoney(l.amount)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {about.filter(Boolean).join(' · ')}
        {l.tuition ? ` · tuition ${formatMoney(l.tuition)}` : ''}
      </Typography>
      <Typography variant="body2">
        {`Paid ${formatMoney(l.paid)} · outstanding ${formatMoney(l.outstanding)}`}
        {l.creditNote ? ` · credited ${formatMoney(l.credited)} (${l.creditNote})` : ''}
      </Typography>
      {/* paid or credited, that enrolment's commission is settled: nothing to credit or move */}
      {actions && !l.creditNote && owes(l) && (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" aria-label={`Credit ${name}`} onClick={() => actions.credit(l)}>
            Credit
          </Button>
          <Button
            size="small"
            aria-label={`Move to another intake: ${name}`}
            onClick={() => actions.move(l)}
          >
            Move to another intake
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The students and instalments a claim asks for; credit or move each while it is open. */
export function ClaimLines({ claim, actions }: { claim: Claim; actions?: LineActions }) {
  return (
    <Stack
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={`Lines of claim ${claim.number}`}
    >
      {claim.lines.map((l) => (
        <Line key={l._id} line={l} actions={claim.status === 'written-off' ? undefined : actions} />
      ))}
    </Stack>
  );
}

export function ClaimPayments({ claim }: { claim: Claim }) {
  if (claim.payments.length === 0)
    return <Typography color="text.secondary">No payment received yet.</Typography>;
  return (
    <Stack
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={`Payments on claim ${claim.number}`}
    >
      {claim.payments.map((p) => (
        <Stack component="li" key={p._id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 500 }}>{formatMoney(p.amount)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {`Received ${formatDate(p.receivedAt)}`}
            {Number(p.charges.amount) > 0 ? ` · bank charges ${formatMoney(p.charges)}` : ''}
            {p.baseAmount.currency !== p.amount.currency
              ? ` · ${formatMoney(p.baseAmount)} at ${p.rate}`
              : ''}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
