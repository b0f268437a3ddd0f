import type { Fee, InvoiceSummary, Money, Receipt } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';

const money = (amount: string, currency = 'GBP'): Money => ({ amount, currency });
const META = { createdAt: '2026-11-20T09:30:00.000Z', updatedAt: '2026-11-20T09:30:00.000Z' };

/** Test helper: an invoice of student e1 (GBP 1,200.00, nothing paid, due 20-12-2026). */
export function invoice(more: Partial<InvoiceSummary> = {}): InvoiceSummary {
  const c = more.currency ?? 'GBP';
  return {
    _id: 'i1',
    ...META,
    number: 'INV-0001',
    enquiry: 'e1',
    student: 'Priya Sharma',
    currency: c,
    issued: '2026-11-20',
    due: '2026-12-20',
    status: 'open',
    overdue: false,
    net: money('1000.00', c),
    tax: money('200.00', c),
    total: money('1200.00', c),
    paid: money('0.00', c),
    outstanding: money('1200.00', c),
    ...more,
  };
}

export const FEES: Fee[] = [
  {
    _id: 'f1',
    ...META,
    name: 'Application service',
    price: money('450.00'),
    tax: '20',
    active: true,
  },
  { _id: 'f2', ...META, name: 'Visa file', price: money('300.00'), tax: '0', active: true },
];

/** Test helper: the receipt a payment on `i` is answered with. */
export const receiptOf = (
  i: InvoiceSummary,
  body: { amount: string; method: string; date: string },
): Receipt => ({
  _id: 'r1',
  ...META,
  number: 'RCT-0007',
  invoice: i._id,
  invoiceNumber: i.number,
  method: body.method,
  reference: null,
  amount: money(body.amount, i.currency),
  date: body.date,
  outstanding: money('750.00', i.currency),
});

type Call = { method: string; path: string; body: unknown };

/**
 * Test helper: student e1's invoices API in memory (the list, the price list and a fee's
 * rename, create, payment and send), each call kept; `reply` makes the next write answer something else.
 * `priceList` replaces the two fees; `base` answers the money settings' base currency (else 404);
 * `paid` the payments already on an invoice, by its id (a payment recorded here joins them);
 * `taxRates` the agency's rates (with `base`, the money settings' answer).
 */
export function fakeInvoicesServer(
  invoices: InvoiceSummary[],
  {
    priceList = FEES,
    base,
    paid = {},
    taxRates,
  }: {
    priceList?: readonly Fee[];
    base?: string;
    paid?: Record<string, Receipt[]>;
    taxRates?: { name: string; rate: string }[];
  } = {},
) {
  const calls: Call[] = [];
  const queued: Response[] = [];
  const fees = [...priceList];
  const answer = (method: string, path: string, body: unknown): Response => {
    if (path === '/enquiries/e1/invoices' && method === 'GET')
      return json({ data: invoices, total: invoices.length });
    if (path === '/fees') return json({ data: fees, total: fees.length });
    if (path === '/money/settings' && (base || taxRates))
      return json({ baseCurrency: base ?? 'GBP', taxRates: taxRates ?? [] });
    const fee = fees.findIndex((f) => path === `/fees/${f._id}`);
    if (fee >= 0) return json((fees[fee] = { ...fees[fee]!, ...(body as { name?: string }) }));
    if (path === '/enquiries/e1/invoices') {
      const made = invoice({ _id: `i${invoices.length + 1}`, number: 'INV-0002' });
      invoices.push(made);
      return json(made, 201);
    }
    const [, , id, verb] = path.split('/');
    const i = invoices.find((x) => x._id === id);
    if (!i) return json({ message: 'Invoice not found', error: 'not_found' }, 404);
    if (verb === 'send') return json({ mail: 'm1', to: 'priya@example.com' }, 202);
    const payments = (paid[i._id] ??= []);
    if (!verb) return json({ ...i, lines: [], instalments: [], payments });
    const made = receiptOf(i, body as { amount: string; method: string; date: string });
    payments.push(made);
    return json(made, 201);
  };
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.replace(/^\/api/, '');
    const text = await req.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: req.method, path, body });
    return (req.method !== 'GET' && queued.shift()) || answer(req.method, path, body);
  });
  return {
    calls,
    reply: (status: number, body: object) => void queued.push(json(body, status)),
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}
