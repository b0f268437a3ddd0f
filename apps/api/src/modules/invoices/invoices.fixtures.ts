import type { Invoice, Receipt } from '@studydesk/contract';
import { enquiryInput } from '../../test/fixtures';
import { bearer, type TestApp } from '../../test/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
let n = 0;

/** Students, invoices and payments made through the API, for the invoice tests. */
export function invoiceFixtures(t: TestApp) {
  const call = (token: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

  /** A student (as staff take one on the phone), in `office` and owned by `owner` if given. */
  async function student(
    token: string,
    extra: { office?: string; assignedTo?: string; email?: undefined; fName?: string } = {},
  ) {
    const res = await call(token, 'POST', '/enquiries', {
      ...enquiryInput(9000 + ++n),
      source: 'phone',
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(`student: ${res.statusCode} ${res.body}`);
    return res.json<{ _id: string }>()._id;
  }

  const invoiceRes = (token: string, enquiry: string, body: object) =>
    call(token, 'POST', `/enquiries/${enquiry}/invoices`, body);

  async function invoice(token: string, enquiry: string, body: object): Promise<Invoice> {
    const res = await invoiceRes(token, enquiry, body);
    if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
    return res.json<Invoice>();
  }

  const payRes = (token: string, invoiceId: string, amount: unknown, date = '2026-11-20') =>
    call(token, 'POST', `/invoices/${invoiceId}/payments`, {
      method: 'bank-transfer',
      reference: 'TR-1',
      amount,
      date,
    });

  async function pay(token: string, invoiceId: string, amount: unknown): Promise<Receipt> {
    const res = await payRes(token, invoiceId, amount);
    if (res.statusCode !== 201) throw new Error(`payment: ${res.statusCode} ${res.body}`);
    return res.json<Receipt>();
  }

  return { call, student, invoiceRes, invoice, payRes, pay };
}

/** A day `days` from today (UTC), as the API's dates are written. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
