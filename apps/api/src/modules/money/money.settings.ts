import type {
  ExchangeRate,
  ExchangeRateCreate,
  MoneySettings,
  MoneySettingsUpdate,
  TaxRate,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { MoneyRateRow } from '../../db/schema-money';
import { badRequest } from '../../lib/errors';
import { peekNumbers } from '../../lib/money/numbering';
import { newId, now } from '../../lib/ids';

const ROW = 'agency';

function taxRatesOf(json: string): TaxRate[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as TaxRate[]) : [];
  } catch {
    return [];
  }
}

const toRate = (r: MoneyRateRow): ExchangeRate => ({
  _id: r.id,
  currency: r.currency,
  rate: r.rate,
  date: r.date,
  base: r.base,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** The agency's money settings (one row) and its table of dated rates. */
export function createMoneySettings(db: Db) {
  async function get(ex: Db = db): Promise<MoneySettings> {
    const r = await ex
      .selectFrom('money_settings')
      .selectAll()
      .where('id', '=', ROW)
      .executeTakeFirstOrThrow();
    return {
      baseCurrency: r.baseCurrency,
      taxRates: taxRatesOf(r.taxRates),
      bankDetails: r.bankDetails,
      terms: r.terms,
      claimChaseDays: Number(r.claimChaseDays),
      reminderDaysBefore: r.reminderDaysBefore,
      reminderDaysAfter: r.reminderDaysAfter,
      nextNumbers: await peekNumbers(ex, new Date().getUTCFullYear()),
      updatedAt: r.updatedAt,
    };
  }

  async function update(u: MoneySettingsUpdate): Promise<MoneySettings> {
    await db
      .updateTable('money_settings')
      .set({
        baseCurrency: u.baseCurrency,
        taxRates: u.taxRates && JSON.stringify(u.taxRates),
        bankDetails: u.bankDetails,
        terms: u.terms,
        claimChaseDays: u.claimChaseDays,
        reminderDaysBefore: u.reminderDaysBefore,
        reminderDaysAfter: u.reminderDaysAfter,
        updatedAt: now(),
      })
      .where('id', '=', ROW)
      .execute();
    return get();
  }

  async function rates(currency?: string): Promise<ExchangeRate[]> {
    let q = db.selectFrom('money_rates').selectAll();
    if (currency) q = q.where('currency', '=', currency);
    const rows = await q.orderBy('date', 'desc').orderBy('currency').limit(500).execute();
    return rows.map(toRate);
  }

  /** Adds a dated rate to the base currency; one already given for that day is corrected. */
  async function setRate(r: ExchangeRateCreate): Promise<ExchangeRate> {
    const { baseCurrency: base } = await get();
    if (r.currency === base) {
      const message = `${base} is the base currency: its rate is always 1`;
      throw badRequest(message, { currency: message });
    }
    const t = now();
    await db
      .insertInto('money_rates')
      .values({ id: newId(), ...r, base, createdAt: t, updatedAt: t })
      .onConflict((oc) =>
        oc.columns(['currency', 'date']).doUpdateSet({ rate: r.rate, base, updatedAt: t }),
      )
      .execute();
    const row = await db
      .selectFrom('money_rates')
      .selectAll()
      .where('currency', '=', r.currency)
      .where('date', '=', r.date)
      .executeTakeFirstOrThrow();
    return toRate(row);
  }

  /** Whether a rate was there to remove. */
  async function removeRate(id: string): Promise<boolean> {
    const res = await db.deleteFrom('money_rates').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  return { get, update, rates, setRate, removeRate };
}
export type MoneySettingsStore = ReturnType<typeof createMoneySettings>;
