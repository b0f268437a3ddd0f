import type { InBase } from '@studydesk/contract';
import { convertAt, money, sum, toMoney, type Amount } from './money';

/*
 * Totals in the base currency from dated rates (docs/DECISIONS.md, "Money: reports"): each
 * amount at the rate in force on its day, the latest entered on or before it. A currency with an
 * amount on a day before any rate of it is not converted at all (listed, never half added).
 */
export type DatedRate = { currency: string; date: string; rate: string };
/**
 * An amount of a currency on a day, in minor units; `rate`: the one recorded with it when it was
 * received (a claim payment's), which counts over the dated table's.
 */
export type DatedAmount = { currency: string; day: string; minor: number; rate?: string };

/** The rates of each currency, oldest first: the one in force on a day. */
export function rateBook(rates: readonly DatedRate[]) {
  const by = new Map<string, DatedRate[]>();
  for (const r of [...rates].sort((a, b) => a.date.localeCompare(b.date)))
    by.set(r.currency, [...(by.get(r.currency) ?? []), r]);
  return {
    on(currency: string, day: string): DatedRate | undefined {
      return by
        .get(currency)
        ?.filter((r) => r.date <= day)
        .at(-1);
    },
  };
}
export type RateBook = ReturnType<typeof rateBook>;

/** Adds `amounts` in `base`, naming the rates used and the currencies it could not convert. */
export function inBase(amounts: readonly DatedAmount[], base: string, book: RateBook): InBase {
  const converted = new Map<string, Amount[]>();
  const keep = (currency: string, a: Amount) => {
    const list = converted.get(currency);
    if (list) list.push(a);
    else converted.set(currency, [a]);
  };
  const used = new Map<string, DatedRate>();
  const missing = new Set<string>();
  for (const a of amounts) {
    if (a.currency === base) {
      keep(base, money(a.minor, base));
      continue;
    }
    const r = a.rate
      ? { currency: a.currency, date: a.day, rate: a.rate }
      : book.on(a.currency, a.day);
    if (!r) {
      missing.add(a.currency);
      continue;
    }
    used.set(`${r.currency} ${r.date}`, r);
    keep(a.currency, convertAt(money(a.minor, a.currency), base, r.rate));
  }
  const kept = [...converted].filter(([c]) => !missing.has(c)).flatMap(([, list]) => list);
  return {
    // a sum, never a 400: many amounts each within bounds may add up past 2^53 minor units
    total: toMoney(sum(kept, base)),
    rates: [...used.values()]
      .filter((r) => !missing.has(r.currency))
      .sort((a, b) => a.currency.localeCompare(b.currency) || a.date.localeCompare(b.date)),
    notConverted: [...missing].sort(),
  };
}
