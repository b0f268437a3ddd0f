import type { ExchangeRate, MoneySettings } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';

type Call = { method: string; path: string; body: unknown };
const T = '2026-11-02T10:00:00.000Z';

/** Test helper: the money settings and dated rates in memory, each call kept. */
export function fakeMoneyServer(rates: Omit<ExchangeRate, '_id' | 'createdAt' | 'updatedAt'>[]) {
  const settings: MoneySettings = {
    baseCurrency: 'GBP',
    taxRates: [],
    bankDetails: '',
    terms: '',
    claimChaseDays: 60,
    reminderDaysBefore: 3,
    reminderDaysAfter: 7,
    nextNumbers: {
      invoice: 'INV-2026-0012',
      receipt: 'RC-2026-0004',
      claim: 'CL-2026-0001',
      creditNote: 'CN-2026-0001',
    },
    updatedAt: null,
  };
  const table: ExchangeRate[] = rates.map((r, i) => ({
    ...r,
    _id: `x${i + 1}`,
    createdAt: T,
    updatedAt: T,
  }));
  const calls: Call[] = [];
  const queued: Response[] = [];
  const setRate = (body: Record<string, unknown>) => {
    const found = table.find((r) => r.currency === body.currency && r.date === body.date);
    const row = found ?? { ...(body as ExchangeRate), _id: `x${table.length + 1}`, base: 'GBP' };
    row.rate = String(body.rate);
    if (!found) table.unshift(row);
    return json(row, 201);
  };
  const answer = (method: string, path: string, body: Record<string, unknown>): Response => {
    if (path === '/money/settings') {
      if (method === 'PUT') Object.assign(settings, body);
      return json(settings);
    }
    if (method === 'GET') return json({ data: table, total: table.length });
    if (method === 'POST') return setRate(body);
    table.splice(
      table.findIndex((r) => path.endsWith(`/${r._id}`)),
      1,
    );
    return new Response(null, { status: 204 });
  };
  const fetch = stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = req.method === 'GET' ? '' : await req.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ method: req.method, path, body });
    return queued.shift() ?? answer(req.method, path, body);
  });
  return {
    settings,
    table,
    fetch,
    reply: (status: number, body: object) => void queued.push(json(body, status)),
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}
