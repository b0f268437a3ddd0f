import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MONTHS } from '@studydesk/contract';
import { FilterField, type ListFilter } from '../../../components/list-filters';
import { refFilter } from '../../../components/ref-field';
import { optionsOf } from '../../../lib/options';
import { collegeSource } from '../../colleges/colleges-api';
import type { CommissionFilters } from './commission-api';

/** Five years back to five ahead: commission is still paid on past intakes. */
const years = (now = new Date().getFullYear()) =>
  Array.from({ length: 11 }, (_, i) => String(now - 5 + i));

const FILTERS: readonly ListFilter[] = [
  {
    name: 'intakeMonth',
    label: 'Intake month',
    type: 'select',
    anyLabel: 'Any month',
    options: optionsOf(MONTHS, String),
  },
  {
    name: 'intakeYear',
    label: 'Intake year',
    type: 'select',
    anyLabel: 'Any year',
    options: optionsOf(years(), String),
  },
  refFilter('college', 'College', collegeSource),
];

const VALID: Record<keyof CommissionFilters, (v: string) => boolean> = {
  intakeMonth: (v) => (MONTHS as readonly string[]).includes(v),
  intakeYear: (v) => /^\d{4}$/.test(v),
  college: (v) => /^[A-Za-z0-9_-]{1,64}$/.test(v),
};

/** The filters kept in the URL (what does not read as one is left out, not sent). */
export function useCommissionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: CommissionFilters = {};
    for (const [name, valid] of Object.entries(VALID) as [
      keyof CommissionFilters,
      typeof VALID.college,
    ][]) {
      const v = params.get(name);
      if (v && valid(v)) out[name] = v;
    }
    return out;
  }, [params]);
  const set = (name: string, value?: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, set, clear, active: Object.keys(filters).length > 0 };
}

export function CommissionFilterBar({ state }: { state: ReturnType<typeof useCommissionFilters> }) {
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
