import { AGE_BANDS, type AgeBand, type Money } from '@studydesk/contract';
import type { DatedAmount } from '../../lib/money/in-base';
import { money, toMoney } from '../../lib/money/money';

/** The period a report covers, and the day what is owed is aged and converted on. */
export type Period = { from: string; to: string; asOf: string };

/* The report's sums: per key and currency, exact in minor units, never across currencies. */

/** An amount that counts `n` payments (or instalments) towards a key's line. */
export type Counted<K> = { key: K; id: string; amount: DatedAmount; n: number };

const byCurrency = (a: { amount: Money }, b: { amount: Money }) =>
  a.amount.currency.localeCompare(b.amount.currency);

/**
 * One line per key and currency, in the order keys first come, with its total and count. The
 * minor units are added as bigints (exact at any size) and made money once per line: a dinero
 * addition per row cost more than the report's statements.
 */
export function totalsBy<K extends object>(rows: readonly Counted<K>[]) {
  const acc = new Map<string, { key: K; currency: string; minor: bigint; n: number }>();
  for (const r of rows) {
    const k = `${r.id}\u0000${r.amount.currency}`;
    let a = acc.get(k);
    if (!a) acc.set(k, (a = { key: r.key, currency: r.amount.currency, minor: 0n, n: 0 }));
    a.minor += BigInt(r.amount.minor);
    a.n += r.n;
  }
  return [...acc.values()].map((a) => ({
    ...a.key,
    amount: toMoney(money(a.minor, a.currency)),
    count: a.n,
  }));
}

/** The total of each currency, by code. */
export const perCurrency = (amounts: readonly DatedAmount[]): Money[] =>
  totalsBy(amounts.map((amount) => ({ key: {}, id: '', amount, n: 0 })))
    .sort(byCurrency)
    .map((t) => t.amount);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * How late an amount due on a day is on `asOf`: 'current' when not due yet (or no day set), else
 * its band of days late (0–30 … over 90). The bands' first days are worked out once, and each due
 * day compared as text (YYYY-MM-DD sorts as the calendar does), not parsed: a report ages
 * thousands of days on one `asOf`.
 */
export function agesOn(asOf: string): (due: string | null) => AgeBand {
  const at = dayNumber(asOf);
  const back = (days: number) => new Date((at - days) * 86_400_000).toISOString().slice(0, 10);
  const [d30, d60, d90] = [back(30), back(60), back(90)];
  return (due) =>
    due === null || due > asOf
      ? 'current'
      : due >= d30
        ? '0-30'
        : due >= d60
          ? '31-60'
          : due >= d90
            ? '61-90'
            : '90+';
}

/** What is owed per age band and currency, youngest band first. */
export function aged(owed: readonly { due: string | null; amount: DatedAmount }[], asOf: string) {
  const ageOn = agesOn(asOf);
  const rows = owed.map((o) => {
    const age = ageOn(o.due);
    return { key: { age }, id: age, amount: o.amount, n: 1 };
  });
  return totalsBy(rows)
    .map(({ age, amount }) => ({ age, amount }))
    .sort((a, b) => AGE_BANDS.indexOf(a.age) - AGE_BANDS.indexOf(b.age) || byCurrency(a, b));
}

/** Lines by key, sorted by `order` then currency, their count named `payments`. */
export const receivedBy = <K extends object>(
  rows: readonly Counted<K>[],
  order: (a: K, b: K) => number = () => 0,
) =>
  totalsBy(rows)
    .sort((a, b) => order(a, b) || byCurrency(a, b))
    .map(({ count, ...t }) => ({ ...t, payments: count }));

/** A received amount with the row it came from and how many payments it counts. */
export type ReceivedLine<R> = { r: R; amount: DatedAmount; n: number };
type Placed = { day: string; officeId: string; officeName: string | null };
const counted = <R, K extends object>(
  lines: readonly ReceivedLine<R>[],
  id: (r: R) => string,
  key: (r: R) => K,
): Counted<K>[] => lines.map((l) => ({ key: key(l.r), id: id(l.r), amount: l.amount, n: l.n }));
const month = (r: Placed) => r.day.slice(0, 7);

/** The lines by the month they came in and by office, each per currency. */
export const byMonthAndOffice = <R extends Placed>(lines: readonly ReceivedLine<R>[]) => ({
  byMonth: receivedBy(
    counted(lines, month, (r) => ({ month: month(r) })),
    (a, b) => a.month.localeCompare(b.month),
  ),
  byOffice: receivedBy(
    counted(
      lines,
      (r) => r.officeId,
      (r) => ({ office: r.officeId, officeName: r.officeName ?? '' }),
    ),
    (a, b) => a.officeName.localeCompare(b.officeName),
  ),
});

export type CounsellorKey = { counsellor: string | null; counsellorName: string | null };
/** Counsellors by name, no one's last. */
export const byCounsellor = (rows: readonly Counted<CounsellorKey>[]) =>
  receivedBy(rows, (a, b) =>
    (a.counsellorName ?? '\uffff').localeCompare(b.counsellorName ?? '\uffff'),
  );
