import { vi } from 'vitest';
import {
  listBody,
  pickRows,
  readBody,
  routeOf,
  type FakeOptions,
  type FakeRoute,
  type FakeRow,
} from './fake-server-parts';

export type { FakeOptions, FakeRow } from './fake-server-parts';

/** Test helper: an in-memory REST resource answering fetch like the real API (spec §7). */
export type FakeCall = {
  method: string;
  path: string;
  search: URLSearchParams;
  /** JSON, or a multipart body read as the API reads it */
  body?: unknown;
  /** a multipart body's entries as sent, in order */
  form?: [string, FormDataEntryValue][];
  auth: string | null;
};
type Reply = { status: number; body?: unknown };

const json = ({ status, body }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** Node's Request rejects relative URLs and jsdom's AbortSignal; the browser's does neither. */
export class BrowserLikeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const { signal: _signal, ...rest } = init ?? {};
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, rest);
  }
}

export function fakeCrudServer(
  path: string,
  rows: FakeRow[],
  searchField = 'title',
  options: FakeOptions = {},
) {
  const calls: FakeCall[] = [];
  const queued: Reply[] = [];
  let seq = rows.length;

  const list = (search: URLSearchParams): Reply => {
    const hits = pickRows(rows, search, searchField);
    const page = Number(search.get('page') ?? 1);
    const limit = Number(search.get('limit') ?? 25);
    const items = hits.slice((page - 1) * limit, page * limit);
    return { status: 200, body: listBody(items, hits.length, options, page) };
  };

  const change = (index: number, fields: Record<string, unknown>): Reply => {
    const row = { ...rows[index], ...fields, updatedAt: new Date().toISOString() } as FakeRow;
    rows[index] = row;
    return { status: 200, body: row };
  };

  const write = (route: FakeRoute, id: string | undefined, body: unknown): Reply => {
    const now = new Date().toISOString();
    const fields = (body ?? {}) as Record<string, unknown>;
    if (route === 'create') {
      const row = { ...fields, _id: `id-${++seq}`, createdAt: now, updatedAt: now };
      rows.unshift(row);
      return { status: 201, body: row };
    }
    if (route === 'count')
      return { status: 200, body: { count: rows.filter((r) => !r.deletedAt).length } };
    if (route === 'removeAll')
      return { status: 200, body: { deleted: rows.splice(0).length, count: 0 } };
    const index = rows.findIndex((r) => r._id === id);
    if (index < 0) return { status: 404, body: { message: 'Not found', error: 'not_found' } };
    if (route === 'get') return { status: 200, body: rows[index] };
    if (route === 'remove') {
      rows.splice(index, 1);
      return { status: 204 };
    }
    if (route === 'softRemove') return change(index, { deletedAt: now });
    if (route === 'restore') return change(index, { deletedAt: null });
    return change(index, { ...fields, _id: String(id) });
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const { body, form } = await readBody(request);
    const auth = request.headers.get('authorization');
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body,
      form,
      auth,
    });
    const next = queued.shift();
    if (next) return json(next);
    const [route, id] = routeOf(request.method, url.pathname.slice(path.length + 1), options);
    return json(route === 'list' ? list(url.searchParams) : write(route, id, body));
  };

  // Calls for other paths go to the fetch stubbed before, so fakes of several resources
  // (a college and the countries it picks from) answer side by side.
  const previous = globalThis.fetch;
  const mine = (request: Request) => {
    const { pathname } = new URL(request.url);
    return pathname === path || pathname.startsWith(`${path}/`);
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new BrowserLikeRequest(input, init);
    return mine(request) ? handle(request) : previous(request);
  });
  vi.stubGlobal('Request', BrowserLikeRequest);
  vi.stubGlobal('fetch', fetchMock);

  return {
    rows,
    calls,
    fetch: fetchMock,
    /** the next call answers this instead */
    reply: (status: number, body?: unknown) => void queued.push({ status, body }),
    count: (method: string) => calls.filter((c) => c.method === method).length,
  };
}
export type FakeCrudServer = ReturnType<typeof fakeCrudServer>;
