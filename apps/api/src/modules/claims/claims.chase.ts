import { DUE_LIMIT, type DueClaim } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { moneyOf } from '../../lib/money/money';
import { createMoneySettings } from '../money/money.settings';
import { chaseFrom, claimsOf, toChase } from './claims.read';

/**
 * The claims to chase on `day` (sent, not paid in full, claimChaseDays after they went), of the
 * viewer's offices, longest waiting first, and how many there are.
 */
export async function claimsToChase(db: Db, day: string) {
  const { claimChaseDays: days } = await createMoneySettings(db).get();
  const q = toChase(claimsOf(db), day, days);
  const [rows, counted] = await Promise.all([
    q.orderBy('c.sentAt').orderBy('c.id').limit(DUE_LIMIT).execute(),
    db
      .selectFrom(q.as('x'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((r): DueClaim => ({
    _id: r.id,
    number: r.number,
    collegeName: r.collegeName,
    outstanding: moneyOf(Number(r.total) - Number(r.paid) - Number(r.credited), r.currency),
    sentAt: r.sentAt!,
    chaseFrom: chaseFrom(r.sentAt!, days),
  }));
  return { items, count: Number(counted.n) };
}
