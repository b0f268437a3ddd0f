import { lazy, Suspense, useState } from 'react';
import Stack from '@mui/material/Stack';
import type { DashboardSummary } from '@studydesk/contract';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { localIsoDate } from '../../lib/dates';
import { loadOrReload } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { OfficeSelect, useOfficeParam } from '../offices/office-select';
import { AtRiskFrame } from './at-risk-frame';
import { useDashboardSummaryQuery } from './dashboard-api';
import { DashboardCards } from './dashboard-cards';
import { DashboardCharts, TwoColumns } from './dashboard-charts';
import {
  FollowUpsToday,
  IntakesClosingSoon,
  LatestEnquiries,
  PendingRegistrations,
} from './dashboard-lists';

// Loaded after the rest: the dashboard's first load stays within its budget.
const LeadSources = lazy(() => import('./lead-sources'));
// Speed to lead loads after the first view, in its own chunk.
const SpeedSection = lazy(() => loadOrReload(() => import('./speed-section')));
// The funnel, likewise in its own chunk.
const FunnelSection = lazy(() => loadOrReload(() => import('./funnel-section')));
// Money at risk (admins and managers), likewise: its empty frame holds its place meanwhile.
const MoneyAtRisk = lazy(() => loadOrReload(() => import('./money-at-risk')));

/** /dashboard: real figures from one request, each a link into its list. */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  // the reader's calendar day: it decides what "today" and "this month" are
  const [today] = useState(() => localIsoDate());
  const [office] = useOfficeParam();
  const query = useDashboardSummaryQuery({ today, office }, { refetchOnMountOrArgChange: true });
  return (
    <Stack spacing={2.5}>
      <PageHeader title="Dashboard" action={<OfficeSelect />} />
      {userCan('money', 'read') && (
        <Suspense fallback={<AtRiskFrame />}>
          <MoneyAtRisk />
        </Suspense>
      )}
      <QueryState
        query={query}
        fallback="Failed to load the dashboard"
        loadingLabel="Loading the dashboard"
      >
        {(summary) => <DashboardBody summary={summary} />}
      </QueryState>
    </Stack>
  );
}

function DashboardBody({ summary }: { summary: DashboardSummary }) {
  const { lists } = summary;
  const readsEnquiries = userCan('enquiries', 'read');
  return (
    <>
      <DashboardCards summary={summary} />
      <DashboardCharts charts={summary.charts} />
      {readsEnquiries && (
        <Suspense fallback={null}>
          <LeadSources today={summary.today} />
        </Suspense>
      )}
      {readsEnquiries && (
        <Suspense fallback={null}>
          <FunnelSection today={summary.today} />
        </Suspense>
      )}
      <TwoColumns>
        {readsEnquiries && <LatestEnquiries rows={lists.latestEnquiries} />}
        {readsEnquiries && <FollowUpsToday rows={lists.followUpsToday} />}
        {userCan('intakes', 'read') && <IntakesClosingSoon rows={lists.intakesClosingSoon} />}
        {lists.pendingRegistrations && <PendingRegistrations rows={lists.pendingRegistrations} />}
      </TwoColumns>
      {readsEnquiries && (
        <Suspense fallback={null}>
          <SpeedSection />
        </Suspense>
      )}
    </>
  );
}
