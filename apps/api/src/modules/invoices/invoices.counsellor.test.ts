import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, type Invoice } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { dayFromToday, invoiceFixtures } from './invoices.fixtures';

describe('invoices: a counsellor invoices the students they own', () => {
  let t: TestApp;
  let f: ReturnType<typeof invoiceFixtures>;
  const who: Record<'admin' | 'owner' | 'colleague' | 'elsewhere', string> = {} as never;
  const students: Record<'mine' | 'colleagues' | 'unassigned' | 'otherOffice', string> =
    {} as never;
  const body = {
    currency: 'GBP',
    due: dayFromToday(10),
    lines: [{ description: 'Application service', amount: '400' }],
    instalments: [{ due: dayFromToday(10) }, { due: dayFromToday(40) }],
  };
  const count = async (enquiry: string) =>
    (await f.call(who.admin, 'GET', `/enquiries/${enquiry}/invoices`)).json<{ total: number }>()
      .total;

  beforeAll(async () => {
    t = await createTestApp();
    who.admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
    const h = officeHelpers(t, who.admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Branch B'))._id;
    const owner = await h.member('counsellor', [a]);
    const colleague = await h.member('counsellor', [a]);
    const elsewhere = await h.member('counsellor', [b]);
    Object.assign(who, { owner: owner.token, colleague: colleague.token });
    who.elsewhere = elsewhere.token;
    students.mine = await f.student(who.admin, { office: a, assignedTo: owner.id });
    students.colleagues = await f.student(who.admin, { office: a, assignedTo: colleague.id });
    students.unassigned = await f.student(who.admin, { office: a });
    students.otherOffice = await f.student(who.admin, { office: b, assignedTo: elsewhere.id });
  }, 60_000);
  afterAll(() => t.close());

  it('creates and sends an invoice in two instalments for their own student, records no payment', async () => {
    const res = await f.invoiceRes(who.owner, students.mine, body);
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json<Invoice>();
    expect(inv.instalments).toHaveLength(2);
    const sent = await f.call(who.owner, 'POST', `/invoices/${inv._id}/send`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect((await f.payRes(who.owner, inv._id, '200')).statusCode).toBe(403);
    expect((await f.payRes(who.admin, inv._id, '200')).statusCode).toBe(201);
  });

  it('refuses a student of their office they do not own (403), changing nothing', async () => {
    for (const enquiry of [students.colleagues, students.unassigned]) {
      const res = await f.invoiceRes(who.owner, enquiry, body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ message: INVOICE_MESSAGES.studentNotYours });
      expect(await count(enquiry)).toBe(0);
    }
  });

  it('answers a student of another office 404, as a missing one', async () => {
    const res = await f.invoiceRes(who.owner, students.otherOffice, body);
    expect(res.statusCode, res.body).toBe(404);
    expect(await count(students.otherOffice)).toBe(0);
    expect((await f.invoiceRes(who.elsewhere, students.otherOffice, body)).statusCode).toBe(201);
  });
});
