import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { dayFromToday, invoiceFixtures } from './invoices.fixtures';

describe('invoices: who may read and write them, per role and office', () => {
  let t: TestApp;
  let f: ReturnType<typeof invoiceFixtures>;
  let inv: Invoice;
  const who: Record<'admin' | 'owner' | 'colleague' | 'managerA' | 'managerB' | 'editor', string> =
    {} as never;
  const body = {
    currency: 'GBP',
    due: dayFromToday(10),
    lines: [{ description: 'Visa file', amount: '150' }],
  };
  const ids = async (token: string, url: string) =>
    (await f.call(token, 'GET', url)).json<{ data: InvoiceSummary[] }>().data.map((i) => i._id);

  beforeAll(async () => {
    t = await createTestApp();
    who.admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
    const h = officeHelpers(t, who.admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Branch B'))._id;
    const owner = await h.member('counsellor', [a]);
    who.owner = owner.token;
    who.colleague = (await h.member('counsellor', [a])).token;
    who.managerA = (await h.member('manager', [a])).token;
    who.managerB = (await h.member('manager', [b])).token;
    who.editor = await t.tokenFor('editor');
    const student = await f.student(who.admin, { office: a, assignedTo: owner.id });
    inv = await f.invoice(who.managerA, student, body);
  }, 60_000);
  afterAll(() => t.close());
  const firstPayment = async () =>
    (await f.call(who.admin, 'GET', `/invoices/${inv._id}`)).json<Invoice>().payments[0]!;

  it('lets admins and the office\u2019s managers invoice and record payments', async () => {
    expect((await f.payRes(who.managerA, inv._id, '50')).statusCode).toBe(201);
    expect((await f.invoiceRes(who.admin, inv.enquiry, body)).statusCode).toBe(201);
    expect((await f.payRes(who.admin, inv._id, '50')).statusCode).toBe(201);
    expect(await ids(who.managerA, '/invoices')).toContain(inv._id);
  });

  it('lets a counsellor read their students\u2019 invoices but not record payments (invoicing: invoices.counsellor.test.ts)', async () => {
    expect((await f.call(who.owner, 'GET', `/invoices/${inv._id}`)).statusCode).toBe(200);
    expect((await f.call(who.owner, 'GET', `/invoices/${inv._id}/pdf`)).statusCode).toBe(200);
    const receipt = `/invoices/${inv._id}/receipts/${(await firstPayment())._id}/pdf`;
    expect((await f.call(who.owner, 'GET', receipt)).statusCode).toBe(200);
    expect((await f.call(who.colleague, 'GET', receipt)).statusCode).toBe(404);
    expect(await ids(who.owner, `/enquiries/${inv.enquiry}/invoices`)).toContain(inv._id);
    expect(await ids(who.owner, '/invoices')).toContain(inv._id);
    expect((await f.payRes(who.owner, inv._id, '1')).statusCode).toBe(403);
    // Another counsellor of the same office: the student is not theirs.
    expect((await f.call(who.colleague, 'GET', `/invoices/${inv._id}`)).statusCode).toBe(404);
    expect(await ids(who.colleague, `/enquiries/${inv.enquiry}/invoices`)).toEqual([]);
    expect(await ids(who.colleague, '/invoices')).toEqual([]);
    expect((await f.call(who.editor, 'GET', '/invoices')).statusCode).toBe(403);
  });

  it('answers another office\u2019s manager 404, as for a missing invoice, and lists none', async () => {
    const missing = await f.call(
      who.managerB,
      'GET',
      '/invoices/0190a0b0-0000-7000-8000-000000000000',
    );
    const receipt = `/invoices/${inv._id}/receipts/${(await firstPayment())._id}/pdf`;
    for (const url of [`/invoices/${inv._id}`, `/invoices/${inv._id}/pdf`, receipt]) {
      const res = await f.call(who.managerB, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await f.payRes(who.managerB, inv._id, '1')).statusCode).toBe(404);
    expect((await f.invoiceRes(who.managerB, inv.enquiry, body)).statusCode).toBe(404);
    expect(await ids(who.managerB, '/invoices')).toEqual([]);
    const after = (await f.call(who.admin, 'GET', `/invoices/${inv._id}`)).json<Invoice>();
    expect(after.payments).toHaveLength(2);
  });
});
