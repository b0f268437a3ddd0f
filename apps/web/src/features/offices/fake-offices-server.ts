import { vi } from 'vitest';
import type { Office, OfficeOwnSettings, OfficeSettings } from '@studydesk/contract';
import { BrowserLikeRequest } from '../../lib/fake-crud-server';
import { json } from '../../test/test-utils';

const AT = '2026-11-01T09:00:00.000Z';

/** Test helper: an office as GET /offices answers it. */
export const office = (id: string, name: string, more: Partial<Office> = {}): Office => ({
  _id: id,
  name,
  address: null,
  phone: null,
  timeZone: 'Europe/London',
  replyEmail: null,
  retiredAt: null,
  active: true,
  isDefault: false,
  responseTargetMinutes: 15,
  createdAt: AT,
  updatedAt: AT,
  ...more,
});

/** The agency's settings the fake's offices follow until they set their own. */
export const AGENCY = {
  roundRobin: true,
  responseTargetMinutes: 30,
  ackSubject: '{{agencyName}}: we have your enquiry {{enqNo}}',
  ackBody: 'Dear {{firstName}}, thank you.',
};
const UNSET: OfficeOwnSettings = {
  roundRobin: null,
  responseTargetMinutes: null,
  ackSubject: null,
  ackBody: null,
};

/** GET /offices/:id/settings's answer from an office's own values (kept in `own`). */
function settingsOf(id: string, own: Map<string, Partial<OfficeOwnSettings>>): OfficeSettings {
  const mine = { ...UNSET, ...own.get(id) };
  return {
    office: id,
    own: mine,
    effective: {
      roundRobin: mine.roundRobin ?? AGENCY.roundRobin,
      responseTargetMinutes: mine.responseTargetMinutes ?? AGENCY.responseTargetMinutes,
      ackSubject: mine.ackSubject ?? AGENCY.ackSubject,
      ackBody: mine.ackBody ?? AGENCY.ackBody,
    },
  };
}

type Call = { method: string; path: string; search: URLSearchParams; body: unknown };

/**
 * Test helper: /api/offices in memory, beside whatever fetch was stubbed before it (calls for
 * other paths go there), each call kept and any answer overridable.
 */
export function fakeOfficesServer(offices: Office[]) {
  const calls: Call[] = [];
  const queued: Response[] = [];
  const own = new Map<string, Partial<OfficeOwnSettings>>();
  const settings = (method: string, id: string, body: Partial<OfficeOwnSettings>) => {
    if (method === 'PATCH') own.set(id, { ...settingsOf(id, own).own, ...body });
    return json(settingsOf(id, own));
  };
  const answer = (method: string, id: string | undefined, body: Partial<Office>): Response => {
    if (method === 'GET') return json({ data: offices, total: offices.length });
    if (method === 'POST') {
      const made = office(`o${offices.length + 1}`, body.name ?? '', body);
      offices.push(made);
      return json(made, 201);
    }
    const found = offices.find((o) => o._id === id);
    if (!found) return json({ message: 'Office not found', error: 'not_found' }, 404);
    if (method === 'PATCH') Object.assign(found, body);
    if (method === 'DELETE') Object.assign(found, { retiredAt: AT, active: false });
    return json(found);
  };
  const handle = async (req: Request) => {
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    const body = (text ? JSON.parse(text) : {}) as Partial<Office>;
    calls.push({ method: req.method, path: url.pathname, search: url.searchParams, body });
    const [, , , id, sub] = url.pathname.split('/');
    const fallback = () =>
      sub === 'settings' && id ? settings(req.method, id, body) : answer(req.method, id, body);
    return queued.shift() ?? fallback();
  };
  const previous = globalThis.fetch;
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new BrowserLikeRequest(input, init);
    return new URL(req.url).pathname.startsWith('/api/offices') ? handle(req) : previous(req);
  });
  vi.stubGlobal('Request', BrowserLikeRequest);
  vi.stubGlobal('fetch', fetch);
  return {
    offices,
    calls,
    /** Each office's own settings, as PATCHed (or set by a test). */
    own,
    /** The next call answers this instead. */
    reply: (status: number, body: object) => void queued.push(json(body, status)),
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}
