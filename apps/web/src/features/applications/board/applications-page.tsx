import { Suspense, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { ExportButton, type ExportFormat } from '../../../components/export-button';
import { ListBar } from '../../../components/list-bar';
import { OwnerTabs } from '../../../components/owner-view';
import { PageHeader } from '../../../components/page-header';
import { ReadablePage } from '../../../components/no-access';
import { lazyPart } from '../../../lib/lazy';
import { useOfficeFilter } from '../../offices/office-filter';
import { APPLICATIONS_EXPORT_PATH } from '../applications-api';
import { BoardEmpty } from './board-empty';
import { BOARD_FILTERS } from './board-filters';
import { BoardView } from './board-view';
import { ModeToggle } from './mode-toggle';
import { useBoardState, type BoardState } from './use-board-state';

const ApplicationsList = lazyPart(() => import('./applications-list'));

const EXPORT_FORMATS: readonly ExportFormat[] = [
  { format: 'xlsx', label: 'Excel (.xlsx)', fallbackName: 'applications.xlsx' },
  { format: 'csv', label: 'CSV (.csv)', fallbackName: 'applications.csv' },
];
/** The reader's time zone, so exported dates are the office's days. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const countText = (n?: number) => (n ? `${n} ${n === 1 ? 'application' : 'applications'}` : '');

/** The search, the Mine / Unassigned / All tabs and the Filters panel (the office among them for
 * those who see several), all in the URL. */
function Bar({ state, total }: { state: BoardState; total?: number }) {
  const { list } = state;
  const office = useOfficeFilter();
  const filters = useMemo(() => [...office, ...BOARD_FILTERS], [office]);
  return (
    <ListBar
      views={<OwnerTabs state={state.owner} label="Whose applications" />}
      search={{ label: 'Search applications', value: list.params.q ?? '', onChange: list.setQuery }}
      filters={filters}
      values={list.params.filters}
      onFilter={list.setFilter}
      onClear={list.clearFilters}
      count={countText(total)}
    />
  );
}

function ApplicationsScreen() {
  const state = useBoardState();
  const [total, setTotal] = useState<number>();
  const list = state.mode === 'list';
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Applications"
        action={
          <>
            <ModeToggle mode={state.mode} onChange={state.setMode} />
            {list && (
              <ExportButton
                path={APPLICATIONS_EXPORT_PATH}
                params={{ ...state.filters, tz: timeZone() }}
                formats={EXPORT_FORMATS}
                failure="Failed to export applications"
              />
            )}
          </>
        }
      />
      <Bar state={state} total={total} />
      {list ? (
        <Suspense fallback={null}>
          <ApplicationsList state={state} onTotal={setTotal} empty={<BoardEmpty state={state} />} />
        </Suspense>
      ) : (
        <BoardView state={state} onTotal={setTotal} />
      )}
    </Stack>
  );
}

/**
 * /applications: every application of the filter on a board of stages, dragged (or
 * moved with Move to) from one to the next; or the same as a list, exported.
 */
export default function ApplicationsPage() {
  return (
    <ReadablePage title="Applications" permission="applications">
      <ApplicationsScreen />
    </ReadablePage>
  );
}
