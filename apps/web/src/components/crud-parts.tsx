import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlusOutlined } from '@ant-design/icons';
import { EmptyState } from './empty-state';
import { ListFilters, type ListFilter } from './list-filters';
import { SearchBox } from './search-box';
import type { CrudList } from './use-crud-list';

export { PageHeader } from './page-header';

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

/** The search box, the list's filters if any, and the live count ("30 services") above it. */
export function ListToolbar({
  names,
  list,
  filters,
  total = list.total,
}: {
  names: Names;
  list: ListState;
  /** beside the search, kept in the URL */
  filters?: readonly ListFilter[];
  /** the count shown: the list's total unless the screen gives another (null: none) */
  total?: number | null;
}) {
  // no "0 services" beside "No services yet"
  const count = total ? `${total} ${total === 1 ? names.singular : names.plural}` : '';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1.5 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', gap: 1.5 }}
      >
        <SearchBox
          label={`Search ${names.plural}`}
          value={list.params.q ?? ''}
          onChange={list.setQuery}
        />
        {filters && (
          <ListFilters
            filters={filters}
            values={list.params.filters}
            onChange={list.setFilter}
            onClear={list.clearFilters}
          />
        )}
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {count}
      </Typography>
    </Stack>
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
