import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Claim } from '@studydesk/contract';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../invoices/invoice-money';
import { StatusChip } from './claim-columns';

const figuresSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
  gap: 2,
  m: 0,
} as const;

function Figure({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}

/** What the claim asks of whom, where it stands, and its figures in its currency. */
export function ClaimFigures({ claim: c }: { claim: Claim }) {
  const dates = [
    `Made ${formatDate(c.createdAt)}`,
    c.sentAt && `sent ${formatDate(c.sentAt)}`,
    c.chaseFrom &&
      c.status !== 'paid' &&
      c.status !== 'written-off' &&
      `chased from ${formatDate(c.chaseFrom)}`,
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p">
          {c.collegeName ?? 'College'}
        </Typography>
        <StatusChip status={c.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {dates.filter(Boolean).join(' · ')}
      </Typography>
      {c.writtenOffReason && (
        <Typography variant="body2">{`Written off: ${c.writtenOffReason}`}</Typography>
      )}
      <Box component="dl" sx={figuresSx} aria-label="Figures">
        <Figure term="Total">{formatMoney(c.total)}</Figure>
        <Figure term="Paid">{formatMoney(c.paid)}</Figure>
        <Figure term="Credited">{formatMoney(c.credited)}</Figure>
        <Figure term="Bank charges">{formatMoney(c.charges)}</Figure>
        <Figure term="Outstanding">{formatMoney(c.outstanding)}</Figure>
      </Box>
    </Stack>
  );
}
