import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PlusOutlined } from '../lib/icons/plus-outlined';
import { EmptyState } from './empty-state';
import { ListBar } from './list-bar';
import type { ListFilter } from './list-filters';
import type { CrudList } from '../lib/crud/use-crud-list';

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<PlusOutlined aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}

type Names = { singular: string; plural: string };

/** The list state the toolbar and the empty state work on (useCrudList's). */
type ListState = Pick<
  CrudList,
  'params' | 'setQuery' | 'setFilter' | 'clearFilters' | 'filtered' | 'total'
>;

/**
 * The list's bar: its view tabs if any, the search, the filters behind a "Filters" button, the
 * chips of those set and the live count ("30 services").
 */
export function ListToolbar({
  names,
  list,
  filters,
  views,
  total = list.total,
}: {
  names: Names;
  list: ListState;
  /** behind the Filters button, kept in the URL */
  filters?: readonly ListFilter[];
  /** tabs over the list (Mine / Unassigned / All), first on the line */
  views?: ReactNode;
  /** the count shown: the list's total unless the screen gives another (null: none) */
  total?: number | null;
}) {
  // no "0 services" beside "No services yet"
  const count = total ? `${total} ${total === 1 ? names.singular : names.plural}` : '';
  return (
    <ListBar
      views={views}
      search={{
        label: `Search ${names.plural}`,
        value: list.params.q ?? '',
        onChange: list.setQuery,
      }}
      filters={filters}
      values={list.params.filters}
      onFilter={list.setFilter}
      onClear={list.clearFilters}
      count={count}
      pending={total === undefined}
    />
  );
}

/** Nothing yet (with a call to action), or nothing matching the search (with a way back). */
export function ListEmpty({
  names,
  list,
  action,
}: {
  names: Names;
  list: ListState;
  action?: ReactNode;
}) {
  const { q } = list.params;
  const { filtered } = list;
  if (!q && !filtered) return <EmptyState title={`No ${names.plural} yet`} action={action} />;
  return (
    <EmptyState
      title={q ? `No ${names.plural} match “${q}”` : `No ${names.plural} match these filters`}
      message={q && filtered ? 'Filters are set too.' : undefined}
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          {q && <Button onClick={() => list.setQuery('')}>Clear search</Button>}
          {filtered && <Button onClick={list.clearFilters}>Clear filters</Button>}
        </Stack>
      }
    />
  );
}
