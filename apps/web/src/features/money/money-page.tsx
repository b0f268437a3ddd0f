import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MoneySummary } from '@studydesk/contract';
import { EmptyState } from '../../components/empty-state';
import { ReadablePage } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';
import { OfficeSelect, useOfficeParam } from '../offices/office-select';
import { useMoneyForecastQuery, useMoneySummaryQuery } from './money-api';
import { MoneyPeriodPicker } from './money-period';
import { OutstandingTable, ReceivedSection } from './money-sections';
import { useMoneyPeriod } from './use-money-period';

const TITLE = 'Money';
const MoneyExport = lazyPart(() => import('./money-export'));
// below the reports, with its expandable workings: loaded after them
const ForecastSection = lazyPart(() => import('./forecast-section'));
// Side by side on a wide screen; the children may shrink, so a table scrolls in its own box.
const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

const hasMoney = (s: MoneySummary) =>
  [s.received, s.outstanding, s.commission.received, s.commission.outstanding].some(
    (part) => part.totals.length > 0,
  );

function Summary({ summary }: { summary: MoneySummary }) {
  if (!hasMoney(summary))
    return (
      <EmptyState
        title="No money yet"
        message="Payments from students and colleges, and what they still owe, show here once invoices and claims are recorded."
      />
    );
  return (
    <Stack spacing={2.5}>
      <Box sx={twoColumns}>
        <ReceivedSection title="Student fees received" received={summary.received} />
        <ReceivedSection title="Commission received" received={summary.commission.received} />
      </Box>
      <SectionCard title="Outstanding by age">
        <Box sx={twoColumns}>
          <OutstandingTable caption="Student fees owed" owed={summary.outstanding} />
          <OutstandingTable
            caption="Commission owed by colleges"
            owed={summary.commission.outstanding}
          />
        </Box>
      </SectionCard>
    </Stack>
  );
}

function MoneyView() {
  const period = useMoneyPeriod();
  const [office] = useOfficeParam();
  const summary = useMoneySummaryQuery(
    { ...period.range, asOf: period.today, ...(office ? { office } : {}) },
    { skip: period.from > period.to },
  );
  const forecast = useMoneyForecastQuery({ today: period.today, ...(office ? { office } : {}) });
  const params = { ...period.range, ...(office ? { office } : {}) };
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={TITLE}
        action={
          <>
            <OfficeSelect />
            {/* the button's room while its code loads, so the heading does not jump */}
            <Suspense fallback={<Box sx={{ width: 104, height: 36 }} />}>
              <MoneyExport params={params} />
            </Suspense>
          </>
        }
      />
      <Typography variant="body2" color="text.secondary">
        Fees from students and commission from colleges: what came in, what is still owed and what
        the pipeline should bring. Amounts stay in their own currency; totals in the base currency
        name the rates they used.
      </Typography>
      <MoneyPeriodPicker period={period} />
      {period.from <= period.to && (
        <QueryState
          query={summary}
          fallback="Could not load the money reports"
          loadingLabel="Loading the money reports"
        >
          {(s) => <Summary summary={s} />}
        </QueryState>
      )}
      <QueryState
        query={forecast}
        fallback="Could not load the forecast"
        loadingLabel="Loading the forecast"
      >
        {(f) => (
          <Suspense fallback={null}>
            <ForecastSection forecast={f} />
          </Suspense>
        )}
      </QueryState>
    </Stack>
  );
}

/** /money: the agency's money reports (admins; managers for their offices). */
export default function MoneyPage() {
  return (
    <ReadablePage title={TITLE} permission="money">
      <MoneyView />
    </ReadablePage>
  );
}
