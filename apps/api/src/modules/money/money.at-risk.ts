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
 */
const AT_MOST = 50;

function offers(db: Db, until: string) {
  return scopeViaEnquiry(commissionBase(db), 'a.enquiry')
    .innerJoin('enquiries as e', 'e.id', 'a.enquiry')
    .where('e.deletedAt', 'is', null)
    .where('a.offerType', '=', 'conditional')
    .where('s.phase', 'not in', ['enrolled', 'closed'])
    .where((eb) =>
      eb.or([
        eb.and([eb('a.depositDueDate', '<=', until), eb('a.depositPaidDate', 'is', null)]),
        eb.exists(
          eb
            .selectFrom('application_conditions as ac')
            .select('ac.id')
            .whereRef('ac.applicationId', '=', 'a.id')
            .where('ac.satisfied', '=', 0)
            .where('ac.dueDate', '<=', until),
        ),
      ]),
    )
    .select(['a.enquiry', 'e.enqNo', 'e.fName', 'e.lName', 'a.depositDueDate', 'a.depositPaidDate'])
    .execute();
}

export async function moneyAtRisk(db: Db, q: AtRiskQuery): Promise<AtRisk> {
  const today = q.today ?? new Date().toISOString().slice(0, 10);
  const until = addDays(today, AT_RISK_DAYS);
  const rows = await offers(db, until);
  const conditions = rows.length
    ? await db
        .selectFrom('application_conditions')
        .select(['applicationId', 'text', 'dueDate'])
        .where(
          'applicationId',
          'in',
          rows.map((r) => r.id),
        )
        .where('satisfied', '=', 0)
        .where('dueDate', '<=', until)
        .execute()
    : [];
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
  data.sort(
    (a, b) =>
      a.due[0]!.date.localeCompare(b.due[0]!.date) || a.application.localeCompare(b.application),
  );
  const totals = perCurrency(
    rows.flatMap((r) =>
      r.expectedMinor === null || !r.currency
        ? []
        : [{ currency: r.currency, day: today, minor: Number(r.expectedMinor) }],
    ),
  );
  return { today, until, data: data.slice(0, AT_MOST), totals };
}
