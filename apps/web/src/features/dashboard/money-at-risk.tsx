import { useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AtRisk, AtRiskItem } from '@studydesk/contract';
import { ErrorState } from '../../components/error-state';
import { formatDate, localIsoDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { EnquiryLink } from '../enquiries/enquiry-link';
import { formatMoney } from '../invoices/invoice-money';
import { useOfficeParam } from '../offices/office-select';
import { useMoneyAtRiskQuery } from './at-risk-api';
import { AtRiskFrame } from './at-risk-frame';

const FALLBACK = 'Failed to load the money at risk';

function dueText({ kind, date, details }: AtRiskItem['due'][number]) {
  const what = kind === 'deposit' ? 'Deposit' : `Condition: ${details ?? 'unnamed'}`;
  return `${what}, due ${formatDate(date)}`;
}

function AtRiskRow({ item }: { item: AtRiskItem }) {
  return (
    <ListItem divider disableGutters sx={{ gap: 2, py: 1, alignItems: 'flex-start' }}>
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" component="div">
          <EnquiryLink id={item.enquiry}>{item.enqNo}</EnquiryLink> {item.name}
          {item.collegeName && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' · '}
              {item.collegeName}
            </Typography>
          )}
        </Typography>
        {item.due.map((d) => (
          <Typography key={`${d.kind}${d.date}${d.details}`} variant="caption" color="error.dark">
            {dueText(d)}
          </Typography>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {item.commission ? formatMoney(item.commission) : 'No commission rule'}
      </Typography>
    </ListItem>
  );
}

function AtRiskList({ atRisk }: { atRisk: AtRisk }) {
  if (atRisk.data.length === 0)
    return <Typography color="text.secondary">Nothing at risk this week</Typography>;
  const totals = atRisk.totals.map(formatMoney).join(' · ');
  return (
    <>
      <List disablePadding sx={{ mt: -1 }} aria-label="Offers at risk">
        {atRisk.data.map((item) => (
          <AtRiskRow key={item.application} item={item} />
        ))}
      </List>
      <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
        Commission at risk: {totals || 'none with a commission rule'}
      </Typography>
    </>
  );
}

/**
 * Conditional offers whose conditions or deposit fall due within 14 days (or are past due),
 * with the commission each carries; loaded apart from the dashboard's first view.
 */
export default function MoneyAtRisk() {
  // the reader's calendar day decides what "this week" is
  const [today] = useState(() => localIsoDate());
  const [office] = useOfficeParam();
  const query = useMoneyAtRiskQuery({ today, office }, { refetchOnMountOrArgChange: true });
  // a new office shows its own offers once they come, never the last office's
  const atRisk = query.currentData;
  if (query.isError)
    return (
      <AtRiskFrame>
        <ErrorState
          message={errorMessage(query.error, FALLBACK)}
          onRetry={() => void query.refetch()}
        />
      </AtRiskFrame>
    );
  return <AtRiskFrame>{atRisk ? <AtRiskList atRisk={atRisk} /> : <AtRiskSkeleton />}</AtRiskFrame>;
}

function AtRiskSkeleton() {
  return (
    <Stack spacing={1.5} aria-label="Loading the money at risk" role="progressbar">
      <Skeleton variant="rounded" height={44} />
      <Skeleton variant="text" width="40%" />
    </Stack>
  );
}
