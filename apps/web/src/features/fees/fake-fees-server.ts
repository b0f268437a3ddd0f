import type { Fee } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';

type Call = { method: string; path: string; body: Record<string, unknown> };
const T = '2026-11-02T10:00:00.000Z';

/**
 * Test helper: the price list in memory (`[name, amount, currency, active]`), each call kept;
 * `taxRates`: the money settings' rates (else the settings are not answered).
 */
export function fakeFeesServer(
  rows: [string, string, string, boolean][],
  taxRates?: { name: string; rate: string }[],
) {
  const list: Fee[] = rows.map(([name, amount, currency, active], i) => ({
    _id: `f${i + 1}`,
    name,
    price: { amount, currency },
    tax: '20',
    active,
    createdAt: T,
    updatedAt: T,
  }));
  const calls: Call[] = [];
  const queued: Response[] = [];
  const write = (method: string, id: string | undefined, b: Record<string, unknown>) => {
    const fee = list.find((f) => f._id === id) ?? {
      _id: `f${list.length + 1}`,
      name: '',
      price: { amount: '0', currency: 'GBP' },
      tax: '0',
      active: true,
      createdAt: T,
      updatedAt: T,
    };
    if (method === 'POST') list.push(fee);
    if (typeof b.name === 'string') fee.name = b.name;
    if (typeof b.amount === 'string')
      fee.price = { amount: b.amount, currency: String(b.currency) };
    if (typeof b.tax === 'string') fee.tax = b.tax;
    if (typeof b.active === 'boolean') fee.active = b.active;
    return json(fee, method === 'POST' ? 201 : 200);
  };
  const fetch = stubFetch(async (req) => {
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({
      method: req.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body,
    });
    const queuedReply = queued.shift();
    if (queuedReply) return queuedReply;
    if (req.method !== 'GET') return write(req.method, url.pathname.split('/')[3], body);
    if (url.pathname === '/api/money/settings')
      return taxRates
        ? json({ baseCurrency: 'GBP', taxRates })
        : json({ message: 'Not in this test', error: 'not_found' }, 404);
    const all = url.searchParams.get('active') === 'all';
    const data = list.filter((f) => all || f.active);
    return json({ data, total: data.length });
  });
  return {
    list,
    fetch,
    calls,
    reply: (status: number, body: object) => void queued.push(json(body, status)),
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}
