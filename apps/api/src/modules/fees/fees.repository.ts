import type { Fee, FeeCreate, FeeUpdate } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { FeeRow } from '../../db/schema-money';
import { notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { decimalOf, minorOf, money, moneyOf, parseAmount } from '../../lib/money/money';

export const FEE_NOT_FOUND = 'Fee not found';

const toFee = (r: FeeRow): Fee => ({
  _id: r.id,
  name: r.name,
  price: moneyOf(r.amount, r.currency),
  tax: r.taxRate,
  active: r.retiredAt === null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** The price list: services with a price and a tax rate; retired ones stay for old invoices. */
export function createFeesRepository(db: Db) {
  async function row(id: string): Promise<FeeRow> {
    const r = await db.selectFrom('fees').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw notFound(FEE_NOT_FOUND);
    return r;
  }

  async function list(active: 'yes' | 'no' | 'all'): Promise<Fee[]> {
    let q = db.selectFrom('fees').selectAll();
    if (active === 'yes') q = q.where('retiredAt', 'is', null);
    if (active === 'no') q = q.where('retiredAt', 'is not', null);
    return (await q.orderBy('name').orderBy('id').limit(500).execute()).map(toFee);
  }

  async function create(c: FeeCreate): Promise<Fee> {
    const t = now();
    const r: FeeRow = {
      id: newId(),
      name: c.name,
      amount: minorOf(parseAmount(c.amount, c.currency)),
      currency: c.currency,
      taxRate: c.tax,
      retiredAt: null,
      createdAt: t,
      updatedAt: t,
    };
    await db.insertInto('fees').values(r).execute();
    return toFee(r);
  }

  /** A new currency keeps the price as written (12.50 GBP to 12.50 EUR) when it fits it. */
  async function update(id: string, u: FeeUpdate): Promise<Fee> {
    const old = await row(id);
    const currency = u.currency ?? old.currency;
    const text = u.amount ?? decimalOf(money(old.amount, old.currency));
    const t = now();
    await db
      .updateTable('fees')
      .set({
        name: u.name,
        currency,
        amount: minorOf(parseAmount(text, currency)),
        taxRate: u.tax,
        retiredAt: u.active === undefined ? undefined : u.active ? null : (old.retiredAt ?? t),
        updatedAt: t,
      })
      .where('id', '=', id)
      .execute();
    return toFee(await row(id));
  }

  return { list, create, update };
}
