import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Fee } from '@studydesk/contract';
import { useSearchParams } from 'react-router';
import { CardAddButton } from '../../components/card-add-button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { RowList } from '../../components/row-list';
import { SectionCard } from '../../components/section-card';
import { useDialog } from '../../lib/crud/use-dialog';
import { useRetireRestore } from '../../lib/crud/use-retire-restore';
import { useDocumentTitle } from '../../lib/use-document-title';
import { userCan } from '../../lib/permissions';
import { LazyFeeDialog } from './lazy-fee-dialog';
import { feeRow } from './fee-rows';
import { fees } from './fees-api';

const TITLE = 'Price list';

/** The services, live first; the retired ones only while the filter asks (it is in the URL). */
function PriceList() {
  const [params, setParams] = useSearchParams();
  const retired = params.get('retired') === '1';
  const list = fees.useListQuery({ retired });
  const editing = useDialog<Fee | undefined>();
  const retiring = useDialog<Fee>();
  const writes = useRetireRestore(fees, 'service');
  const actions = { edit: editing.show, retire: retiring.show, restore: writes.restore };
  const toggle = (on: boolean) => setParams(on ? { retired: '1' } : {}, { replace: true });
  const sorted = (rows: Fee[]) => [...rows].sort((a, b) => Number(b.active) - Number(a.active));
  return (
    <SectionCard
      title="Services"
      action={<CardAddButton label="Add service" onClick={() => editing.show(undefined)} />}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          What staff start an invoice’s lines from. A retired service stays on the invoices that
          have it but is no longer offered.
        </Typography>
        <FormControlLabel
          control={<Switch checked={retired} onChange={(_, on) => toggle(on)} />}
          label="Show retired services"
        />
        <QueryState
          query={list}
          fallback="Could not load the price list"
          loadingLabel="Loading the price list"
        >
          {(rows) => (
            <RowList
              label="Services"
              rows={sorted(rows).map((f) => feeRow(f, actions))}
              empty="No services on the price list: add one."
            />
          )}
        </QueryState>
      </Stack>
      <LazyFeeDialog open={editing.open} fee={editing.value} onClose={editing.hide} />
      <ConfirmDialog
        open={retiring.open}
        title={`Retire ${retiring.value?.name ?? 'the service'}?`}
        message="It is no longer offered on new invoices; invoices that have it keep it. Restore it at any time."
        confirmLabel="Retire"
        busy={writes.retiring}
        onConfirm={() => retiring.value && void writes.retire(retiring.value).then(retiring.hide)}
        onClose={retiring.hide}
      />
    </SectionCard>
  );
}

/** /settings/fees (admins): the services students are invoiced for, with price and tax. */
export default function FeesPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('fees', 'write');
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      {admin ? <PriceList /> : <NoAccess />}
    </Stack>
  );
}
