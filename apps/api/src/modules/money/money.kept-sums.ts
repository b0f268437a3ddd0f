import { sql, type AliasedSelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { foldLater } from '../../db/fold-later';
import { foldMoneySums } from '../../db/migrations/064-money-sums';
import { scopeOffice } from '../../lib/scope/offices';
import type { Period } from './money.sums';

/*
 * Where the money summary's fees come from: the sums migration 064 keeps in every writing
 * transaction, narrowed to the viewer's offices. A source answers signed rows the summary sums
 * per key; a test gives the same shape counted from the payments and instalments themselves.
 */
export type ReceivedPart = {
  day: string;
  officeId: string;
  counsellor: string;
  currency: string;
  minor: number | string;
  n: number | string;
};
export type OwedPart = { due: string; currency: string; minor: number | string };
export type MoneySource = {
  received: (db: Db, p: Period) => { as(a: 'g'): AliasedSelectQueryBuilder<ReceivedPart, 'g'> };
  owed: (db: Db) => { as(a: 'g'): AliasedSelectQueryBuilder<OwedPart, 'g'> };
};

export const keptMoney: MoneySource = {
  received: (db, p) =>
    scopeOffice(db.selectFrom('money_received as k'), 'k.officeId')
      .where('k.day', '>=', p.from)
      .where('k.day', '<=', p.to)
      .select(['k.day', 'k.officeId', 'k.counsellor', 'k.currency', 'k.minor', 'k.n']),
  owed: (db) =>
    scopeOffice(db.selectFrom('money_owed as k'), 'k.officeId').select([
      'k.due',
      'k.currency',
      'k.minor',
    ]),
};

/** The deltas folded after a summary answered (db/fold-later.ts). */
export const foldMoneyLater = foldLater(foldMoneySums);

const month = sql<string>`substr(g.day, 1, 7)`;

/** The period's payments per month, office and currency, with the office's name. */
export const receivedByMonth = (db: Db, source: MoneySource, p: Period) =>
  db
    .selectFrom(source.received(db, p).as('g'))
    .leftJoin('offices as o', 'o.id', 'g.officeId')
    .groupBy([month, 'g.officeId', 'o.name', 'g.currency'])
    .select([month.as('month'), 'g.officeId', 'o.name as officeName', 'g.currency'])
    .select(sql<number | string>`sum(g.minor)`.as('minor'))
    .select(sql<number | string>`sum(g.n)`.as('n'))
    .having(sql`sum(g.n)`, '<>', 0)
    .execute();

/**
 * The period's payments per day and currency: what the base-currency total converts, each day
 * at its rate and rounded once (a day's offices and counsellors summed here, not in the request).
 */
export const receivedByDay = (db: Db, source: MoneySource, p: Period) =>
  db
    .selectFrom(source.received(db, p).as('g'))
    .groupBy(['g.day', 'g.currency'])
    .select(['g.day', 'g.currency'])
    .select(sql<number | string>`sum(g.minor)`.as('minor'))
    .having(sql`sum(g.n)`, '<>', 0)
    .execute();

/** The period's payments per counsellor of the student ('' none) and currency. */
export const receivedByCounsellor = (db: Db, source: MoneySource, p: Period) =>
  db
    .selectFrom(source.received(db, p).as('g'))
    .leftJoin('users as u', 'u.id', 'g.counsellor')
    .groupBy(['g.counsellor', 'u.fname', 'u.lname', 'g.currency'])
    .select(['g.counsellor', 'u.fname', 'u.lname', 'g.currency'])
    .select(sql<number | string>`sum(g.minor)`.as('minor'))
    .select(sql<number | string>`sum(g.n)`.as('n'))
    .having(sql`sum(g.n)`, '<>', 0)
    .execute();

/** What is still owed, per due day and currency. */
export const owedByDue = (db: Db, source: MoneySource) =>
  db
    .selectFrom(source.owed(db).as('g'))
    .groupBy(['g.due', 'g.currency'])
    .select(['g.due', 'g.currency'])
    .select(sql<number | string>`sum(g.minor)`.as('minor'))
    .having(sql`sum(g.minor)`, '>', 0)
    .execute();
