import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { lazyPart } from '../../lib/lazy';
import { OFFICE_PARAM } from './office-filter';
import { useOffices } from './use-offices';

/**
 * The office a screen without a Filters panel (Follow-up, the dashboard) is narrowed to, from
 * its URL; undefined ("All offices") for whoever has no choice to make.
 */
export function useOfficeParam() {
  const [params, setParams] = useSearchParams();
  const { canFilter } = useOffices();
  const office = canFilter ? (params.get(OFFICE_PARAM) ?? undefined) : undefined;
  const setOffice = (next: string) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set(OFFICE_PARAM, next);
        else out.delete(OFFICE_PARAM);
        return out;
      },
      { replace: true },
    );
  return [office, setOffice] as const;
}

// MUI's select family is most of the filter's weight: it loads only for the few who filter.
const OfficeSelectField = lazyPart(() => import('./office-select-field'));

/** "Office: All offices / Leeds / Pune" in a screen's heading; nothing for those with no choice. */
export function OfficeSelect() {
  const { canFilter, active } = useOffices();
  const [office, setOffice] = useOfficeParam();
  if (!canFilter) return null;
  return (
    <Suspense fallback={<Box sx={{ minWidth: 180, height: 40 }} />}>
      <OfficeSelectField offices={active} value={office ?? ''} onChange={setOffice} />
    </Suspense>
  );
}
