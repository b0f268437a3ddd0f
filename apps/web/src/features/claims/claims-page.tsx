import { Suspense, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PlusOutlined } from '../../lib/icons/plus-outlined';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import type { FilterField as Field } from '../../components/list-filters';
import { EmptyState } from '../../components/empty-state';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { useListTab, ViewTabs, type ListTabs } from '../../components/list-tabs';
import { useListParams } from '../../lib/crud/list-params';
import { lazyPart } from '../../lib/lazy';
import type { ListParamsOptions } from '../../lib/crud/types';
import { useDialog } from '../../lib/crud/use-dialog';
import { errorMessage, isForbidden } from '../../lib/errors';
import { userCan } from '../../lib/permissions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OFFICE_PARAM, useOfficeFilter } from '../offices/office-filter';
import { ClaimCard, claimColumns, DROP_ORDER } from './claim-columns';
import { claimUrl, STATUS_TABS } from './claim-labels';
import { useClaimListQuery } from './claims-api';
import { LazyNewClaimDialog } from './lazy-dialogs';

const TITLE = 'Claims';
// The office filter's select is for those who see several offices: it loads for them only.
const FilterField = lazyPart<ComponentProps<typeof Field>>(() =>
  import('../../components/list-filters').then((m) => ({ default: m.FilterField })),
);
const LIST: ListParamsOptions = { sortable: [], defaultSort: 'createdAt', filters: [OFFICE_PARAM] };
const TABS: ListTabs = { name: 'status', label: 'Claims by status', tabs: STATUS_TABS };

function ClaimsList({ onNew }: { onNew: () => void }) {
  const list = useListParams(LIST);
  const tab = useListTab(TABS);
  const offices = useOfficeFilter();
  const navigate = useNavigate();
  const office = list.params.filters?.[OFFICE_PARAM];
  const status = tab.tab?.value || undefined;
  const { page, limit } = list.params;
  const query = useClaimListQuery({ page, limit, status, office });
  const { data, isError, error } = query;
  const plural = tab.tab?.plural ?? 'claims';
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ViewTabs
          label={TABS.label}
          value={tab.tab?.value ?? ''}
          tabs={TABS.tabs}
          onChange={tab.select}
        />
        {offices.map((f) => (
          <Box key={f.name} sx={{ width: { xs: '100%', sm: 220 } }}>
            <Suspense fallback={null}>
              <FilterField filter={f} value={office ?? ''} onChange={list.setFilter} />
            </Suspense>
          </Box>
        ))}
      </Stack>
      <DataTable
        label={TITLE}
        rows={data?.data ?? []}
        total={isError ? undefined : data?.total}
        columns={claimColumns}
        card={(c) => <ClaimCard claim={c} />}
        dropOrder={DROP_ORDER}
        params={list.params}
        loading={query.isFetching}
        error={
          isError && !isForbidden(error)
            ? errorMessage(error, 'Could not load the claims')
            : undefined
        }
        forbidden={isError && isForbidden(error)}
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState
            title={status ? `No ${plural}` : 'No claims yet'}
            message={
              status ? undefined : 'Claim a college\u2019s commission for its enrolled students.'
            }
            action={status ? undefined : <Button onClick={onNew}>New claim</Button>}
          />
        }
        onRowOpen={(c) => void navigate(claimUrl(c._id))}
        onPageChange={list.setPage}
        onLimitChange={list.setLimit}
        onSortChange={() => undefined}
      />
    </Stack>
  );
}

/** /money/claims (admins and managers): commission claimed from colleges, by status. */
export default function ClaimsPage() {
  useDocumentTitle(TITLE);
  const allowed = userCan('claims', 'read');
  const creating = useDialog<undefined>();
  const action = allowed && userCan('claims', 'write') && (
    <Button
      variant="contained"
      startIcon={<PlusOutlined aria-hidden />}
      onClick={() => creating.show()}
    >
      New claim
    </Button>
  );
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} action={action || undefined} />
      {allowed ? <ClaimsList onNew={() => creating.show()} /> : <NoAccess />}
      <LazyNewClaimDialog open={creating.open} onClose={creating.hide} />
    </Stack>
  );
}
