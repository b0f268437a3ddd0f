import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { localIsoDate } from '../../lib/dates';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month `n` months after `month` (YYYY-MM). */
export function addMonths(month: string, n: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** The last day of a month (YYYY-MM-DD). */
export const lastDay = (month: string) =>
  new Date(Date.parse(`${addMonths(month, 1)}-01T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);

/**
 * The months a report covers, kept in the URL (`from`, `to` as YYYY-MM): the twelve months to
 * this one unless chosen; what does not read as a month is left out.
 */
export function useMoneyPeriod() {
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => localIsoDate(), []);
  const read = (name: string) => {
    const v = params.get(name);
    return v && MONTH.test(v) ? v : undefined;
  };
  const to = read('to') ?? today.slice(0, 7);
  const from = read('from') ?? addMonths(to, -11);
  const set = (name: 'from' | 'to', month: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (MONTH.test(month)) next.set(name, month);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { from, to, today, set, range: { from: `${from}-01`, to: lastDay(to) } };
}
export type MoneyPeriod = ReturnType<typeof useMoneyPeriod>;
