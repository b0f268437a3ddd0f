import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import type { ListFilter } from './filter-values';
import { SearchBox } from './search-box';

export type ListBarProps = {
  /** view tabs first (Mine / Unassigned / All, a resource's own tabs) */
  views?: ReactNode;
  search: { label: string; value: string; onChange: (value: string) => void };
  /** the list's other filters, behind the Filters button */
  filters?: readonly ListFilter[];
  values?: Readonly<Record<string, string>>;
  onFilter: (name: string, value?: string) => void;
  onClear: () => void;
  /** "30 services", beside the chips; empty for none */
  count: string;
  /** the count is still coming: its line is kept, so the list below does not move when it does */
  pending?: boolean;
};

/**
 * A list's bar: on one line the view tabs, the search and a Filters button opening
 * the other filters; under it each filter that is set as a removable chip, and the count.
 */
export function ListBar({ views, search, filters = [], values = {}, ...props }: ListBarProps) {
  const active = filters.filter((f) => values[f.name]).length;
  const line = props.count !== '' || props.pending === true;
  return (
    <Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        {views}
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 1.5, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          <SearchBox {...search} width={280} />
          {filters.length > 0 && (
            <FilterPanel
              filters={filters}
              values={values}
              onFilter={props.onFilter}
              onClear={props.onClear}
            />
          )}
        </Stack>
      </Stack>
      {/* always there, so the count is announced when it comes (a live region) */}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: active || line ? 1.5 : 0 }}
      >
        <FilterChips filters={filters} values={values} onChange={props.onFilter} />
        {active > 1 && (
          <Button size="small" onClick={props.onClear}>
            Clear filters
          </Button>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          sx={{ whiteSpace: 'nowrap', ml: 'auto', minHeight: line ? '1lh' : 0 }}
        >
          {props.count}
        </Typography>
      </Stack>
    </Stack>
  );
}
