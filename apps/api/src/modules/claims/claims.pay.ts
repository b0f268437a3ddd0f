import {
  CLAIM_MESSAGES as M,
  type ClaimPaymentCreate,
  type ClaimStatus,
} from '@studydesk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { checkMoneyDay } from '../../lib/money/days';
import { minorOf, parseAmount } from '../../lib/money/money';
import { convertAt } from '../../lib/money/rate';
import { createMoneySettings } from '../money/money.settings';
import { spreadOver } from './claims.spread';
import { statusAfter } from './claims.status';

type Claim = { _id: string; currency: string; status: string };

/** The rate of `currency` to the base on `day`: 1 for the base (no other), given, else the dated table's. */
async function rateOn(db: Db, currency: string, day: string, given?: string) {
  const { baseCurrency: base } = await createMoneySettings(db).get();
  if (currency === base) {
    // found from outside: a GBP claim of an agency in GBP took "rate": "2" and kept £200 for £100
    if (given !== undefined && Number(given) !== 1) {
      const message = `A payment in ${base}, the base currency, is at the rate 1`;
      throw badRequest(message, { rate: message });
    }
    return { base, rate: '1' };
  }
  if (given) return { base, rate: given };
  const dated = await db
    .selectFrom('money_rates')
    .select('rate')
    .where('currency', '=', currency)
    .where('base', '=', base)
    .where('date', '<=', day)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (dated) return { base, rate: dated.rate };
  const message = `No rate of ${currency} to ${base} on or before ${day}: enter the rate`;
  throw badRequest(message, { rate: message });
}

function amountsOf(c: Claim, p: ClaimPaymentCreate) {
  const amount = minorOf(parseAmount(p.amount, c.currency));
  const charges = p.charges ? minorOf(parseAmount(p.charges, c.currency, 'charges')) : 0;
  if (amount === 0)
    throw badRequest('Enter an amount above 0', { amount: 'Enter an amount above 0' });
  if (charges > amount) throw badRequest(M.chargesOver, { charges: M.chargesOver });
  return { amount, charges };
}

/**
 * Records what the college paid against a claim: `amount` settles the claim (bank charges are
 * what the bank kept of it, recorded beside it), spread over the lines in order. The claim's
 * `paid` moves in one conditional UPDATE first, so two payments at once cannot together pay
 * more than is asked for; its status follows.
 */
export async function payClaim(db: Db, c: Claim, by: string, p: ClaimPaymentCreate) {
  if (c.status === 'paid' || c.status === 'written-off') throw conflict(M.closed);
  checkMoneyDay(p.receivedAt, 'receivedAt', true);
  const { amount, charges } = amountsOf(c, p);
  const { base, rate } = await rateOn(db, c.currency, p.receivedAt, p.rate);
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('claims')
      .set({ paid: sql`paid + ${amount}`, charges: sql`charges + ${charges}`, updatedAt: now() })
      .where('id', '=', c._id)
      .where('status', 'not in', ['paid', 'written-off'])
      .where(sql<boolean>`paid + credited + ${amount} <= total`)
      .returning(['paid', 'credited', 'total', 'status'])
      .executeTakeFirst();
    if (!moved) throw badRequest(M.overpaid, { amount: M.overpaid });
    await spreadOver(trx, c._id, amount);
    const left = Number(moved.total) - Number(moved.paid) - Number(moved.credited);
    const status = statusAfter(moved.status as ClaimStatus, left, Number(moved.paid));
    await trx.updateTable('claims').set({ status }).where('id', '=', c._id).execute();
    const t = now();
    await trx
      .insertInto('claim_payments')
      .values({
        ...{ id: newId(), claimId: c._id, amount, charges, receivedAt: p.receivedAt, rate, base },
        baseAmount: convertAt(amount, c.currency, base, rate),
        ...{ createdBy: by, createdAt: t, updatedAt: t },
      })
      .execute();
  });
}
