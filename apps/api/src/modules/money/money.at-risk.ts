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
 * commission of those applications only, once: walking every live offer cost seconds at 1M.
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

/** The viewer's offers at risk: each one's first due day and commission, nothing more. */
const offers = (db: Db, until: string) =>
  db
    .selectFrom(
      scopeViaEnquiry(commissionBase(db), 'a.enquiry')
        .innerJoin(dueBy(db, until).as('d'), 'd.id', 'a.id')
        .innerJoin('enquiries as e', 'e.id', 'a.enquiry')
        .where('e.deletedAt', 'is', null)
        .where('a.offerType', '=', 'conditional')
        .where('s.phase', 'not in', ['enrolled', 'closed'])
        .select('d.first')
        .as('o'),
    )
    .select(['o.id', 'o.first', 'o.currency', 'o.expectedMinor'])
    .execute();
type Offer = Awaited<ReturnType<typeof offers>>[number];

const soonest = (a: Offer, b: Offer) =>
  String(a.first).localeCompare(String(b.first)) || a.id.localeCompare(b.id);
const commissionOf = (o: Offer) =>
  o.expectedMinor === null || !o.currency
    ? null
    : { currency: o.currency, minor: Number(o.expectedMinor) };

/** The student, college and deposit of the offers shown. */
const shown = (db: Db, ids: string[]) =>
  db
    .selectFrom('applications as a')
    .innerJoin('enquiries as e', 'e.id', 'a.enquiry')
    .leftJoin('colleges as c', 'c.id', 'a.college')
    .where('a.id', 'in', ids)
    .select(['a.id', 'a.enquiry', 'e.enqNo', 'e.fName', 'e.lName', 'c.name as collegeName'])
    .select(['a.depositDueDate', 'a.depositPaidDate'])
    .execute();

/** The unmet conditions due by `until` of the offers shown. */
const conditionsOf = (db: Db, ids: string[], until: string) =>
  db
    .selectFrom('application_conditions')
    .select(['applicationId', 'text', 'dueDate'])
    .where('applicationId', 'in', ids)
    .where('satisfied', '=', 0)
    .where('dueDate', '<=', until)
    .execute();

export async function moneyAtRisk(db: Db, q: AtRiskQuery): Promise<AtRisk> {
  const today = q.today ?? new Date().toISOString().slice(0, 10);
  const until = addDays(today, AT_RISK_DAYS);
  // One read of every offer at risk (each one's commission is in the totals), then the page's.
  const all = await offers(db, until);
  const page = all.sort(soonest).slice(0, AT_MOST);
  const ids = page.map((o) => o.id);
  const [details, conditions] = ids.length
    ? await Promise.all([shown(db, ids), conditionsOf(db, ids, until)])
    : [[], []];
  const data: AtRiskItem[] = page.map((o) => {
    const r = details.find((d) => d.id === o.id)!;
    const c = commissionOf(o);
    return {
      application: o.id,
      enquiry: r.enquiry,
      enqNo: r.enqNo,
      name: `${r.fName} ${r.lName ?? ''}`.trim(),
      collegeName: r.collegeName,
      due: [
        ...(r.depositDueDate && !r.depositPaidDate && r.depositDueDate <= until
          ? [{ kind: 'deposit' as const, date: r.depositDueDate, details: null }]
          : []),
        ...conditions
          .filter((x) => x.applicationId === o.id && x.dueDate)
          .map((x) => ({ kind: 'condition' as const, date: x.dueDate!, details: x.text })),
      ].sort((a, b) => a.date.localeCompare(b.date)),
      commission: c && moneyOf(c.minor, c.currency),
    };
  });
  const amounts = all.flatMap((o) => commissionOf(o) ?? []);
  return { today, until, data, totals: perCurrency(amounts.map((a) => ({ ...a, day: today }))) };
}
