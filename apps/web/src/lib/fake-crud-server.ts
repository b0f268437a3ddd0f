import { vi } from 'vitest';

/** Test helper: an in-memory REST resource answering fetch like the real API (spec §7). */
export type FakeRow = { _id: string; createdAt: string; updatedAt: string } & Record<
  string,
  unknown
>;
export type FakeCall = {
  method: string;
  path: string;
  search: URLSearchParams;
  body?: unknown;
  auth: string | null;
};
type Reply = { status: number; body?: unknown };

const json = ({ status, body }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** Node's Request rejects relative URLs and jsdom's AbortSignal; the browser's does neither. */
class BrowserLikeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const { signal: _signal, ...rest } = init ?? {};
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, rest);
  }
}

export function fakeCrudServer(path: string, rows: FakeRow[], searchField = 'title') {
  const calls: FakeCall[] = [];
  const queued: Reply[] = [];
  let seq = rows.length;

  const list = (search: URLSearchParams): Reply => {
    const q = search.get('q')?.toLowerCase() ?? '';
    const hits = rows.filter((r) => String(r[searchField]).toLowerCase().includes(q));
    const page = Number(search.get('page') ?? 1);
    const limit = Number(search.get('limit') ?? 25);
    return {
      status: 200,
      body: { data: hits.slice((page - 1) * limit, page * limit), total: hits.length },
    };
  };

  const write = (method: string, id: string | undefined, body: unknown): Reply => {
    const now = new Date().toISOString();
    const fields = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST') {
      const row = { ...fields, _id: `id-${++seq}`, createdAt: now, updatedAt: now };
      rows.unshift(row);
      return { status: 201, body: row };
    }
    const index = rows.findIndex((r) => r._id === id);
    if (index < 0) return { status: 404, body: { message: 'Not found', error: 'not_found' } };
    if (method === 'GET') return { status: 200, body: rows[index] };
    if (method === 'DELETE') {
      rows.splice(index, 1);
      return { status: 204 };
    }
    const row = { ...rows[index], ...fields, _id: String(id), updatedAt: now } as FakeRow;
    rows[index] = row;
    return { status: 200, body: row };
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const auth = request.headers.get('authorization');
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body,
      auth,
    });
    const next = queued.shift();
    if (next) return json(next);
    const rest = url.pathname.slice(path.length + 1);
    const id = rest === '' ? undefined : rest;
    const reply =
      request.method === 'GET' && !id ? list(url.searchParams) : write(request.method, id, body);
    return json(reply);
  };

  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    handle(input instanceof Request ? input : new BrowserLikeRequest(input, init)),
  );
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
