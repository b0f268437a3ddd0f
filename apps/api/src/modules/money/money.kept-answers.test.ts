import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAsViewer, type OfficeViewer } from '../../lib/scope/offices';
import { createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { journey, type Journey } from '../applications/applications.fixtures';
import { summarise } from '../applications/commission.summary';
import { claimsAgency, type ClaimsAgency } from '../claims/claims.fixtures';
import { invoiceFixtures } from '../invoices/invoices.fixtures';
import { moneyAtRisk } from './money.at-risk';
import { forecast } from './money.forecast';
import { moneySummary } from './money.reports';

/*
 * The money reports' kept answers (lib/report-cache.ts) against the same reports worked out
 * afresh from the tables, as an admin and as a manager of one office, after each kind of write:
 * through the API (new applications, stage moves, a claim and its payment, invoice payments, a
 * rule change) and straight to the tables (a transfer between offices, a reassignment, a
 * delete), which no process's write path saw. The money summary's commission side is kept apart
 * under its own tables (REPORT_READS), so a fee's payment leaves it standing.
 */
const TODAY = new Date().toISOString().slice(0, 10);
const PERIOD = { from: '2026-01-01', to: TODAY, asOf: TODAY };
const REPORTS = [
  { url: '/api/applications/commission', fresh: (t: TestApp) => summarise(t.app.dbHandle.db, {}) },
  {
    url: `/api/money/summary?from=${PERIOD.from}&to=${PERIOD.to}&asOf=${PERIOD.asOf}`,
    fresh: (t: TestApp) => moneySummary(t.app.dbHandle.db, PERIOD),
  },
  {
    url: `/api/money/forecast?today=${TODAY}`,
    fresh: (t: TestApp) => forecast(t.app.dbHandle.db, { today: TODAY }),
  },
  {
    url: `/api/money/at-risk?today=${TODAY}`,
    fresh: (t: TestApp) => moneyAtRisk(t.app.dbHandle.db, { today: TODAY }),
  },
];

describe('the money reports kept until what they read changes', () => {
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  let f: ReturnType<typeof invoiceFixtures>;
  let officeA = '';
  let officeB = '';
  let manager = '';
  const students: string[] = [];

  /** Every report, as admin and as office A's manager, equals its fresh reckoning. */
  async function sameAsRecount(step: string) {
    const viewers: [string, OfficeViewer | null][] = [
      [j.admin, null],
      [manager, { role: 'manager', offices: [officeA] }],
    ];
    for (const [token, viewer] of viewers)
      for (const r of REPORTS) {
        const res = await j.call(token, 'GET', r.url.slice(4));
        expect(res.statusCode, `${step} ${r.url} ${res.body}`).toBe(200);
        const fresh = await runAsViewer(viewer, () => r.fresh(t));
        expect(res.json(), `${step}: ${r.url} as ${viewer?.role ?? 'admin'}`).toEqual(
          JSON.parse(JSON.stringify(fresh)),
        );
      }
  }

  beforeAll(async () => {
    t = await createTestApp();
    j = await journey(t);
    c = await claimsAgency(t, j);
    f = invoiceFixtures(t);
    const h = officeHelpers(t, j.admin);
    officeA = (await h.list()).find((o) => o.isDefault)!._id;
    officeB = (await h.office('Branch B'))._id;
    manager = (await h.member('manager', [officeA])).token;
    for (const office of [officeA, officeA, officeB])
      students.push(await f.student(j.admin, { office }));
  }, 120_000);

  it('answers what a recount answers after every kind of write', async () => {
    await sameAsRecount('at first');
    const enrolled = await c.enrolled(students[0]!);
    await sameAsRecount('after an enrolment (a new application and its stage moves)');
    const claim = await c.claim(j.admin, [enrolled]);
    await sameAsRecount('after a claim');
    const paid = await j.call(j.admin, 'POST', `/claims/${claim._id}/payments`, {
      amount: '100',
      receivedAt: TODAY,
      rate: '0.55',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await sameAsRecount('after a payment against the claim');
    const open = await j.apply(j.admin, students[1]!, { intake: c.started, tuition: 15000 });
    expect(open.statusCode).toBe(201);
    await sameAsRecount('after a new open application');
    const inv = await f.invoice(j.admin, students[1]!, {
      currency: 'GBP',
      due: TODAY,
      lines: [{ description: 'Application service', amount: '300.00' }],
    });
    await sameAsRecount('after an invoice');
    await f.pay(j.admin, inv._id, '120.00');
    await sameAsRecount('after a payment');
    const db = t.app.dbHandle.db;
    await sql`update enquiries set "officeId" = ${officeB} where id = ${students[0]!}`.execute(db);
    await sameAsRecount('after a transfer to another office, straight to the table');
    // The claimed student's counsellor: the summary's commission by counsellor moves with it.
    await sql`update enquiries set "assignedTo" = ${j.ravi.id} where id = ${students[0]!}`.execute(
      db,
    );
    await sameAsRecount('after a reassignment, straight to the table');
    await sql`update applications set "deletedAt" = ${new Date().toISOString()}
      where enquiry = ${students[1]!}`.execute(db);
    await sameAsRecount('after a delete, straight to the table');
    const rule = await j.call(j.admin, 'PUT', `/college/${j.colleges.lakeside}/commission`, {
      type: 'percent',
      value: 12,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    await sameAsRecount('after a rule change');
  }, 120_000);
});
