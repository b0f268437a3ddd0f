import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlusOutlined } from '@ant-design/icons';
import { EmptyState } from './empty-state';
import { SearchBox } from './search-box';

export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {action && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {action}
        </Stack>
      )}
    </Stack>
  );
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<PlusOutlined aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}

type Names = { singular: string; plural: string };

/** The search box, the list's filters if any, and the live count ("30 services") above it. */
export function ListToolbar({
  names,
  q,
  total,
  onSearch,
  children,
}: {
  names: Names;
  q?: string;
  total?: number;
  onSearch: (q: string) => void;
  /** filters, beside the search */
  children?: ReactNode;
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
        <SearchBox label={`Search ${names.plural}`} value={q ?? ''} onChange={onSearch} />
        {children}
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {count}
      </Typography>
    </Stack>
  );
}

/** Nothing yet (with a call to action), or nothing matching the search (with a way back). */
export function ListEmpty({
  names,
  q,
  onClearSearch,
  filtered = false,
  onClearFilters,
  action,
}: {
  names: Names;
  q?: string;
  onClearSearch: () => void;
  /** some filters are set */
  filtered?: boolean;
  onClearFilters?: () => void;
  action?: ReactNode;
}) {
  if (!q && !filtered) return <EmptyState title={`No ${names.plural} yet`} action={action} />;
  return (
    <EmptyState
      title={q ? `No ${names.plural} match “${q}”` : `No ${names.plural} match these filters`}
      message={q && filtered ? 'Filters are set too.' : undefined}
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          {q && <Button onClick={onClearSearch}>Clear search</Button>}
          {filtered && onClearFilters && <Button onClick={onClearFilters}>Clear filters</Button>}
        </Stack>
      }
    />
  );
}
