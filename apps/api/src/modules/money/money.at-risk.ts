import { sql } from 'kysely';
import { AT_RISK_DAYS, type AtRisk, type AtRiskItem, type AtRiskQuery } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { moneyOf } from '../../lib/money/money';
import { scopeViaEnquiry } from '../../lib/scope/offices';
import { commissionBase } from '../applications/commission';
import { addDays } from '../dashboard/calendar';
import { perCurrency } from './money.sums';

/*
 * Money at risk this week: live conditional offers, not yet enrolled or closed, with an unmet
 * condition or an unpaid deposit due by `until` (past ones too: they are the most at risk).
 * It starts from what is due, each from its partial index (migration 060), and reckons the
 * commission of those applications only: walking every live offer cost seconds at 1M.
 */
const AT_MOST = 50;

/** Each application with something due by `until`, and the first day it falls due. */
function dueBy(db: Db, until: string) {
  // Literals, not parameters: SQLite uses a partial index only for its own condition's terms.
  const conditions = db
    .selectFrom('application_conditions')
    .select(['applicationId as id', 'dueDate as day'])
    .where('satisfied', '=', sql.lit(0))
    .where('dueDate', '<=', until);
  const deposits = db
    .selectFrom('applications')
    .select(['id', 'depositDueDate as day'])
    .where('offerType', '=', sql.lit('conditional'))
    .where('depositPaidDate', 'is', null)
    .where('deletedAt', 'is', null)
    .where('depositDueDate', '<=', until);
  return db
    .selectFrom(conditions.unionAll(deposits).as('u'))
    .select('u.id')
    .select((eb) => eb.fn.min('u.day').as('first'))
    .groupBy('u.id');
}

/** The viewer's offers at risk, with their commission and first due day. */
const offers = (db: Db, until: string) =>
  scopeViaEnquiry(commissionBase(db), 'a.enquiry')
    .innerJoin(dueBy(db, until).as('d'), 'd.id', 'a.id')
    .innerJoin('enquiries as e', 'e.id', 'a.enquiry')
    .where('e.deletedAt', 'is', null)
    .where('a.offerType', '=', 'conditional')
    .where('s.phase', 'not in', ['enrolled', 'closed'])
    .select(['d.first', 'a.enquiry', 'e.enqNo', 'e.fName', 'e.lName'])
    .select(['a.depositDueDate', 'a.depositPaidDate']);

/** The commission at risk per currency, summed by the database over every offer at risk. */
async function totalsOf(db: Db, until: string, today: string) {
  const sums = await db
    .selectFrom(offers(db, until).as('o'))
    .where('o.currency', 'is not', null)
    .where('o.expectedMinor', 'is not', null)
    .select(['o.currency', (eb) => eb.fn.sum<number>('o.expectedMinor').as('minor')])
    .groupBy('o.currency')
    .execute();
  return perCurrency(
    sums.map((s) => ({ currency: s.currency!, day: today, minor: Number(s.minor) })),
  );
}

/** The unmet conditions due by `until` of the offers shown. */
const conditionsOf = (db: Db, ids: string[], until: string) =>
  ids.length
    ? db
        .selectFrom('application_conditions')
        .select(['applicationId', 'text', 'dueDate'])
        .where('applicationId', 'in', ids)
        .where('satisfied', '=', 0)
        .where('dueDate', '<=', until)
        .execute()
    : Promise.resolve([]);

export async function moneyAtRisk(db: Db, q: AtRiskQuery): Promise<AtRisk> {
  const today = q.today ?? new Date().toISOString().slice(0, 10);
  const until = addDays(today, AT_RISK_DAYS);
  const rows = await offers(db, until).orderBy('d.first').orderBy('a.id').limit(AT_MOST).execute();
  const conditions = await conditionsOf(
    db,
    rows.map((r) => r.id),
    until,
  );
  const data: AtRiskItem[] = rows.map((r) => ({
    application: r.id,
    enquiry: r.enquiry,
    enqNo: r.enqNo,
    name: `${r.fName} ${r.lName ?? ''}`.trim(),
    collegeName: r.collegeName,
    due: [
      ...(r.depositDueDate && !r.depositPaidDate && r.depositDueDate <= until
        ? [{ kind: 'deposit' as const, date: r.depositDueDate, details: null }]
        : []),
      ...conditions
        .filter((c) => c.applicationId === r.id && c.dueDate)
        .map((c) => ({ kind: 'condition' as const, date: c.dueDate!, details: c.text })),
    ].sort((a, b) => a.date.localeCompare(b.date)),
    commission:
      r.expectedMinor === null || !r.currency ? null : moneyOf(Number(r.expectedMinor), r.currency),
  }));
  return { today, until, data, totals: await totalsOf(db, until, today) };
}
