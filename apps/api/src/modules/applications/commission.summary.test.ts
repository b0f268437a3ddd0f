import { beforeAll, describe, expect, it } from 'vitest';
import type { CommissionSummary } from '@studydesk/contract';
import { countryInput } from '../../test/fixtures';
import { withJourney, type Journey } from './applications.fixtures';

/*
 * GET /applications/commission on a mixed agency, its every figure pinned: two currencies and
 * a college counted in none, percentage and fixed rules, a college with no rule, missing
 * tuition, closed applications (one of them invoiced), enrolled ones claimable, invoiced and
 * received, a deleted one, one with no intake; each counsellor's scope and the filters.
 */
describe('commission summary: every figure of a mixed set, per scope and filter', () => {
  let j: Journey;
  withJourney((m) => (j = m.j));
  const names = new Map<string | null, string>([[null, '-']]);
  const label = (id: string | null) => names.get(id) ?? String(id);
  const lines = (s: CommissionSummary) => [
    ...s.rows.map(
      (r) =>
        `${r.intakeYear ?? '-'} ${r.intakeMonth ?? '-'} ${label(r.intake)} · ${r.collegeName ?? '-'} (${label(r.college)}) · ${r.currency} ` +
        `${r.expected} / ${r.claimable} / ${r.invoiced} / ${r.received} · ${r.applications} apps, ${r.unpriced} unpriced`,
    ),
    ...s.totals.map(
      (t) => `total ${t.currency} ${t.expected} / ${t.claimable} / ${t.invoiced} / ${t.received}`,
    ),
  ];
  const summary = async (token: string, q = '') => {
    const res = await j.call(token, 'GET', `/applications/commission${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<CommissionSummary>();
    // Each currency's total is its rows added up, whatever order they came in (amounts with
    // a fraction of a cent once made a total differ from its rows by a cent).
    for (const t of s.totals) {
      const rows = s.rows.filter((r) => r.currency === t.currency);
      for (const k of ['expected', 'claimable', 'invoiced', 'received'] as const)
        expect(t[k], `${t.currency} ${k}`).toBe(
          Math.round(rows.reduce((n, r) => n + Math.round(r[k] * 100), 0)) / 100,
        );
    }
    return lines(s);
  };

  beforeAll(async () => {
    const ok = (res: { statusCode: number; body: string }, id?: string) => {
      expect(res.statusCode, res.body).toBeLessThan(300);
      return id ?? (JSON.parse(res.body) as { _id: string })._id;
    };
    const { admin, call, colleges, intakes, courses } = j;
    ok(await call(admin, 'PUT', `/countries/${j.canada}`, { name: 'Canada', currency: 'CAD' }));
    const nowhere = ok(
      await call(admin, 'POST', '/countries', { ...countryInput(3), currency: '' }),
    );
    const college = async (name: string, country: string) =>
      ok(
        await call(admin, 'POST', '/college', {
          ...{ name, country, courses: [courses.dataScience], category: ['Graduate'] },
          ...{ status: 'popular', visible: true },
        }),
      );
    const northgate = await college('Northgate College', j.canada); // no rule: CAD, unpriced
    const farland = await college('Farland Institute', nowhere); // a rule, no currency anywhere
    const intake = async (c: string, intakeMonth: string, intakeYear = 2031) =>
      ok(
        await call(admin, 'POST', '/intake', {
          ...{ college: c, intakeMonth, intakeYear, deadlineDate: '2031-06-01' },
        }),
      );
    const northJan = await intake(northgate, 'January');
    const farSep = await intake(farland, 'September');
    const lake32 = await intake(colleges.lakeside, 'January', 2032);
    const rule = (c: string, body: object) => call(admin, 'PUT', `/college/${c}/commission`, body);
    ok(await rule(colleges.lakeside, { type: 'percent', value: 12.5 }), '');
    ok(await rule(colleges.harbour, { type: 'fixed', value: 1200, currency: 'GBP' }), '');
    ok(await rule(farland, { type: 'percent', value: 10 }), '');
    for (const [id, name] of [
      ...[colleges, intakes].flatMap((o) => Object.entries(o).map(([k, v]) => [v, k])),
      ...Object.entries({ northgate, farland, northJan, farSep, lake32 }).map(([k, v]) => [v, k]),
    ])
      names.set(id!, name!);

    const { ashas, ravis, nobodys } = j.students;
    const open = async (enquiry: string, more: object) => ok(await j.apply(admin, enquiry, more));
    const stage = async (id: string, s: string, note?: string) =>
      ok(await call(admin, 'PATCH', `/applications/${id}/stage`, { stage: s, note }), '');
    const money = async (id: string, body: object) =>
      ok(await call(admin, 'PATCH', `/applications/${id}/commission`, body), '');
    const sep = intakes.september;
    const jan = intakes.january;
    await open(ashas._id, { intake: sep, tuition: 12345.67 }); // 1543.21 CAD
    await open(ashas._id, { intake: sep, tuition: 20000, currency: 'USD' }); // 2500 USD
    await open(ravis._id, { intake: sep, tuition: null }); // no tuition: unpriced
    await stage(await open(ravis._id, { intake: jan, tuition: 30000 }), 'Enrolled'); // claimable
    const invoiced = await open(nobodys._id, { intake: jan, tuition: 8000 });
    await stage(invoiced, 'Enrolled');
    await money(invoiced, { invoicedDate: '2031-02-01', invoicedAmount: 1000 });
    const received = await open(ashas._id, { intake: sep, tuition: 16000 });
    await stage(received, 'Enrolled');
    await money(received, { invoicedDate: '2031-10-01', invoicedAmount: 2000 });
    await money(received, { receivedDate: '2031-11-01', receivedAmount: 1999.99 });
    await stage(await open(ravis._id, { intake: sep, tuition: 50000 }), 'Withdrawn', 'No');
    const closedInvoiced = await open(ravis._id, { intake: sep, tuition: 40000 });
    await stage(closedInvoiced, 'Enrolled');
    await money(closedInvoiced, { invoicedDate: '2031-10-02', invoicedAmount: 5000 });
    await stage(closedInvoiced, 'Withdrawn', 'Left after enrolling');
    const harbour = { college: colleges.harbour, intake: intakes.harbour };
    await open(ravis._id, { ...harbour, tuition: 10000, currency: 'USD' }); // fixed: 1200 GBP
    await stage(await open(nobodys._id, { ...harbour, tuition: null }), 'Enrolled'); // 1200 GBP
    const north = { college: northgate, intake: northJan };
    await open(ashas._id, { ...north, tuition: 20000 }); // no rule
    await stage(await open(ravis._id, { ...north, tuition: null }), 'Enrolled'); // no rule
    await open(ashas._id, { tuition: 4000 }); // no intake yet: 500 CAD
    const deleted = await open(ravis._id, { intake: sep, tuition: 99999 });
    ok(await call(admin, 'DELETE', `/applications/${deleted}`), '');
    await open(ashas._id, { intake: intakes.past, tuition: 1000.1 }); // 125.01 CAD
    await open(ravis._id, { intake: lake32, tuition: 3000.04 }); // 2032: 375.01 (375.005) CAD
    await open(nobodys._id, { college: farland, intake: farSep, tuition: 1000 }); // 100, none
    // Twins: alike but for their owner and what was invoiced and received (each to the cent).
    await open(ravis._id, { intake: sep, tuition: 12345.67 });
    await open(nobodys._id, { intake: sep, tuition: 12345.67 });
    for (const amount of [1000.01, 999.99, 0.13]) {
      const twin = await open(nobodys._id, { intake: jan, tuition: 8000 });
      await stage(twin, 'Enrolled');
      await money(twin, { invoicedDate: '2031-02-01', invoicedAmount: amount });
      await money(twin, { receivedDate: '2031-03-01', receivedAmount: amount });
    }
    for (const k of [1, 2]) await stage(await open(nobodys._id, harbour), 'Enrolled', `twin ${k}`);
  });

  it('answers every figure for an admin, unfiltered', async () => {
    expect(await summary(j.admin)).toMatchInlineSnapshot(`
      [
        "2031 January january · Lakeside College (lakeside) · CAD 7750 / 3750 / 3000.13 / 2000.13 · 5 apps, 0 unpriced",
        "2031 January northJan · Northgate College (northgate) · CAD 0 / 0 / 0 / 0 · 2 apps, 2 unpriced",
        "2031 February past · Lakeside College (lakeside) · CAD 125.01 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "2031 September farSep · Farland Institute (farland) · null 100 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "2031 September harbour · Harbour University (harbour) · GBP 4800 / 3600 / 0 / 0 · 4 apps, 0 unpriced",
        "2031 September september · Lakeside College (lakeside) · CAD 11629.63 / 0 / 7000 / 1999.99 · 7 apps, 1 unpriced",
        "2031 September september · Lakeside College (lakeside) · USD 2500 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "2032 January lake32 · Lakeside College (lakeside) · CAD 375.01 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "- - - · Lakeside College (lakeside) · CAD 500 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "total CAD 20379.65 / 3750 / 10000.13 / 4000.12",
        "total GBP 4800 / 3600 / 0 / 0",
        "total null 100 / 0 / 0 / 0",
        "total USD 2500 / 0 / 0 / 0",
      ]
    `);
  });

  it('narrows to a counsellor: their own applications only', async () => {
    expect(await summary(j.asha.token)).toMatchInlineSnapshot(`
      [
        "2031 January northJan · Northgate College (northgate) · CAD 0 / 0 / 0 / 0 · 1 apps, 1 unpriced",
        "2031 February past · Lakeside College (lakeside) · CAD 125.01 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "2031 September september · Lakeside College (lakeside) · CAD 3543.21 / 0 / 2000 / 1999.99 · 2 apps, 0 unpriced",
        "2031 September september · Lakeside College (lakeside) · USD 2500 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "- - - · Lakeside College (lakeside) · CAD 500 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "total CAD 4168.22 / 0 / 2000 / 1999.99",
        "total USD 2500 / 0 / 0 / 0",
      ]
    `);
    expect(await summary(j.ravi.token)).toMatchInlineSnapshot(`
      [
        "2031 January january · Lakeside College (lakeside) · CAD 3750 / 3750 / 0 / 0 · 1 apps, 0 unpriced",
        "2031 January northJan · Northgate College (northgate) · CAD 0 / 0 / 0 / 0 · 1 apps, 1 unpriced",
        "2031 September harbour · Harbour University (harbour) · GBP 1200 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "2031 September september · Lakeside College (lakeside) · CAD 6543.21 / 0 / 5000 / 0 · 4 apps, 1 unpriced",
        "2032 January lake32 · Lakeside College (lakeside) · CAD 375.01 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "total CAD 10668.22 / 3750 / 5000 / 0",
        "total GBP 1200 / 0 / 0 / 0",
      ]
    `);
  });

  it("leaves the agency's unassigned applications out of a counsellor's summary", async () => {
    // Farland's one application is an unassigned student's: the agency's, nobody's own.
    for (const token of [j.asha.token, j.ravi.token])
      expect((await summary(token)).filter((l) => l.includes('farland'))).toEqual([]);
    expect((await summary(j.admin)).filter((l) => l.includes('farland'))).toHaveLength(1);
  });

  it('filters by intake month and year and by college, alone and together', async () => {
    expect(await summary(j.admin, '?intakeYear=2031')).toMatchInlineSnapshot(`
      [
        "2031 January january · Lakeside College (lakeside) · CAD 7750 / 3750 / 3000.13 / 2000.13 · 5 apps, 0 unpriced",
        "2031 January northJan · Northgate College (northgate) · CAD 0 / 0 / 0 / 0 · 2 apps, 2 unpriced",
        "2031 February past · Lakeside College (lakeside) · CAD 125.01 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "2031 September farSep · Farland Institute (farland) · null 100 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "2031 September harbour · Harbour University (harbour) · GBP 4800 / 3600 / 0 / 0 · 4 apps, 0 unpriced",
        "2031 September september · Lakeside College (lakeside) · CAD 11629.63 / 0 / 7000 / 1999.99 · 7 apps, 1 unpriced",
        "2031 September september · Lakeside College (lakeside) · USD 2500 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "total CAD 19504.64 / 3750 / 10000.13 / 4000.12",
        "total GBP 4800 / 3600 / 0 / 0",
        "total null 100 / 0 / 0 / 0",
        "total USD 2500 / 0 / 0 / 0",
      ]
    `);
    expect(await summary(j.admin, '?intakeMonth=January')).toMatchInlineSnapshot(`
      [
        "2031 January january · Lakeside College (lakeside) · CAD 7750 / 3750 / 3000.13 / 2000.13 · 5 apps, 0 unpriced",
        "2031 January northJan · Northgate College (northgate) · CAD 0 / 0 / 0 / 0 · 2 apps, 2 unpriced",
        "2032 January lake32 · Lakeside College (lakeside) · CAD 375.01 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "total CAD 8125.01 / 3750 / 3000.13 / 2000.13",
      ]
    `);
    expect(
      await summary(
        j.admin,
        `?college=${j.colleges.lakeside}&intakeMonth=September&intakeYear=2031`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "2031 September september · Lakeside College (lakeside) · CAD 11629.63 / 0 / 7000 / 1999.99 · 7 apps, 1 unpriced",
        "2031 September september · Lakeside College (lakeside) · USD 2500 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "total CAD 11629.63 / 0 / 7000 / 1999.99",
        "total USD 2500 / 0 / 0 / 0",
      ]
    `);
    expect(await summary(j.ravi.token, `?college=${j.colleges.harbour}`)).toMatchInlineSnapshot(`
      [
        "2031 September harbour · Harbour University (harbour) · GBP 1200 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "total GBP 1200 / 0 / 0 / 0",
      ]
    `);
    expect(await summary(j.admin, '?intakeYear=2032')).toMatchInlineSnapshot(`
      [
        "2032 January lake32 · Lakeside College (lakeside) · CAD 375.01 / 0 / 0 / 0 · 1 apps, 0 unpriced",
        "total CAD 375.01 / 0 / 0 / 0",
      ]
    `);
  });
});
