import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/empty-state';
import { ReadablePage } from '../../../components/no-access';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { lazyPart } from '../../../lib/lazy';
import { useCommissionSummaryQuery } from './commission-api';
import { CommissionRows } from './commission-rows';
import { CommissionTotals } from './commission-totals';
import { useCommissionFilters } from './use-commission-filters';

const TITLE = 'Commission';
const FilterBar = lazyPart(() => import('./commission-filters'));

function CommissionView() {
  const filters = useCommissionFilters();
  const query = useCommissionSummaryQuery(filters.filters);
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      <Typography variant="body2" color="text.secondary">
        What colleges are expected to pay on open applications, what is claimable on enrolled
        students, and what has been invoiced and received.
      </Typography>
      {/* a field's height while the filters load, so the figures do not jump on a desktop */}
      <Suspense fallback={<Box sx={{ minHeight: 40 }} />}>
        <FilterBar state={filters} />
      </Suspense>
      <QueryState
        query={query}
        fallback="Could not load the commission"
        loadingLabel="Loading the commission"
      >
        {(summary) =>
          summary.rows.length === 0 ? (
            <EmptyState
              title="No commission to show"
              message={
                filters.active
                  ? 'No applications match these filters.'
                  : 'Applications appear here by intake and college once students apply.'
              }
            />
          ) : (
            <>
              <CommissionTotals totals={summary.totals} />
              <SectionCard title="By intake and college">
                <CommissionRows rows={summary.rows} />
              </SectionCard>
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** /applications/commission (admins and counsellors, as the API allows). */
export default function CommissionPage() {
  return (
    <ReadablePage title={TITLE} permission="commission">
      <CommissionView />
    </ReadablePage>
  );
}
