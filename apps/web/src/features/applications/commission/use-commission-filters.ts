import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CommissionFilters } from './commission-api';

/** January … December as the contract spells them (its MONTHS; a test keeps the two the same),
 * made here so the page's first load carries no schema code. */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  new Date(2000, i, 1).toLocaleString('en-GB', { month: 'long' }),
);

const VALID: Record<keyof CommissionFilters, (v: string) => boolean> = {
  intakeMonth: (v) => MONTH_NAMES.includes(v),
  intakeYear: (v) => /^\d{4}$/.test(v),
  college: (v) => /^[A-Za-z0-9_-]{1,64}$/.test(v),
};
const NAMES = Object.keys(VALID) as (keyof CommissionFilters)[];

/** The Commission view's filters, kept in the URL (what does not read as one is not sent). */
export function useCommissionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: CommissionFilters = {};
    for (const name of NAMES) {
      const v = params.get(name);
      if (v && VALID[name](v)) out[name] = v;
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
export type CommissionFilterState = ReturnType<typeof useCommissionFilters>;
