import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FilterField, type ListFilter } from '../../../components/list-filters';
import { refFilter } from '../../../components/ref-filter';
import { intakeFilters } from '../intake-filters';
import { collegeSource } from '../../colleges/colleges-api';
import type { CommissionFilterState } from './use-commission-filters';

/** Five years back to five ahead: commission is still paid on past intakes. */
const years = (now = new Date().getFullYear()) =>
  Array.from({ length: 11 }, (_, i) => String(now - 5 + i));

const FILTERS: readonly ListFilter[] = [
  ...intakeFilters(years()),
  refFilter('college', 'College', collegeSource),
];

/** Intake month, intake year and college (loaded after the page: the college search and its
 * schemas are not needed to show the figures). */
export default function CommissionFilterBar({ state }: { state: CommissionFilterState }) {
  const values = state.filters as Record<string, string | undefined>;
  return (
    <Stack
      role="group"
      aria-label="Filters"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
    >
      {FILTERS.map((f) => (
        <Stack key={f.name} sx={{ width: { xs: '100%', sm: 200 } }}>
          <FilterField filter={f} value={values[f.name] ?? ''} onChange={state.set} />
        </Stack>
      ))}
      {state.active && (
        <Button onClick={state.clear} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
