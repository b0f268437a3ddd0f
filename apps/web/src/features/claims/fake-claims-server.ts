import type { Claim, Claimable } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';

const cad = (amount: string) => ({ amount, currency: 'CAD' });

/** Test helper: a claim of one line (Meera Thomas, 2,000.00 CAD), as GET /claims/{id} gives it. */
export const testClaim = (more: Partial<Claim> = {}): Claim => ({
  _id: 'c1',
  number: 'CL-2026-0001',
  college: 'g1',
  collegeName: 'Lakeside College',
  office: 'o1',
  currency: 'CAD',
  status: 'draft',
  total: cad('2000.00'),
  paid: cad('0.00'),
  credited: cad('0.00'),
  charges: cad('0.00'),
  outstanding: cad('2000.00'),
  sentAt: null,
  chaseFrom: null,
  writtenOffReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  lines: [
    {
      ...{ _id: 'l1', application: 'a1', enquiry: 'e1', student: 'Meera Thomas' },
      ...{ course: 'k1', courseTitle: 'MSc Data Science', intake: 'i1' },
      ...{ intakeName: 'January 2026', instalment: 1, share: '100', tuition: cad('20000.00') },
      ...{ amount: cad('2000.00'), paid: cad('0.00'), credited: cad('0.00') },
      ...{ outstanding: cad('2000.00'), creditNote: null },
    },
  ],
  payments: [],
  creditNotes: [],
  ...more,
});

export const testClaimable = (i: number, more: Partial<Claimable> = {}): Claimable => ({
  ...{ application: `a${i}`, enquiry: `e${i}`, office: 'o1', student: `Student ${i}` },
  ...{ courseTitle: 'MSc Data Science', intakeName: 'January 2026', tuition: cad('20000.00') },
  ...{ amount: cad(`${i}000.00`), instalments: [1], claimableSince: null },
  ...more,
});

type Answer = (method: string, path: string, body: unknown) => Response | undefined;

/**
 * Test helper: the claims API in memory. `answer` may take a request first (a refusal, a
 * payment's result); the list filters by status; a write answers the claim as it stands.
 */
export function fakeClaimsServer(claims: Claim[], claimable: Claimable[] = [], answer?: Answer) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const reply = (method: string, path: string, url: URL, body: unknown): Response => {
    const own = answer?.(method, path, body);
    if (own) return own;
    if (path === '/claims/claimable') return json({ data: claimable });
    if (path === '/claims' && method === 'GET') {
      const status = url.searchParams.get('status');
      const rows = claims.filter((c) => !status || c.status === status);
      return json({ data: rows, total: rows.length });
    }
    if (path === '/claims') return json(claims[0], 201);
    if (path === '/money/settings') return json({ baseCurrency: 'GBP' });
    if (path === '/college')
      return json({
        colleges: [{ _id: 'g1', name: 'Lakeside College' }],
        total: 1,
        totalPages: 1,
        currentPage: 1,
      });
    if (path.startsWith('/college/'))
      return json({ claimsContact: { name: 'Dana Lee', email: 'claims@lakeside.example' } });
    const claim = claims.find((c) => c._id === path.split('/')[2]);
    if (!claim) return json({ message: 'Claim not found', error: 'not_found' }, 404);
    if (path.endsWith('/send')) return json({ mail: 'm1', to: 'claims@lakeside.example' }, 202);
    return json(claim);
  };
  const fetch = stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = req.method === 'GET' ? '' : await req.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method, path, query: url.search, body });
    return reply(req.method, path, url, body);
  });
  return { calls, fetch, writes: () => calls.filter((c) => c.method !== 'GET') };
}
