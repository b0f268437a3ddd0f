import type { ListEnvelope } from '@studydesk/contract';

/** Test helper parts of fake-crud-server: bodies, list answers and the soft-delete routes. */
export type FakeRow = { _id: string; createdAt: string; updatedAt: string } & Record<
  string,
  unknown
>;

export type FakeOptions = {
  /** the list's wire shape (spec §7); 'array' answers a plain array (spec §3 blog/gallery) */
  envelope?: ListEnvelope | 'array';
  /**
   * Soft deletes as the API routes them: 'PATCH' = PATCH {id} (blog), 'DELETE' = DELETE {id}
   * with DELETE hard/{id} (intake), 'soft' = DELETE soft/{id} (gallery). Every fake also
   * answers POST {id}/restore, `?deleted=true` and DELETE of the whole collection.
   */
  softDelete?: 'PATCH' | 'DELETE' | 'soft';
};

/** What a write asks: the route, a record id and a body. */
export type FakeRoute =
  | 'list'
  | 'count'
  | 'create'
  | 'removeAll'
  | 'get'
  | 'update'
  | 'remove'
  | 'softRemove'
  | 'restore';

const INDEXED = /^(.+)\[(\d*)\]$/;
const LIST_KEYS = new Set(['page', 'limit', 'sort', 'order', 'q', 'search', 'deleted']);

/** A multipart body as the API reads it: `a[0]`/`a[]` become lists, files a stored URL. */
export function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const m = INDEXED.exec(key);
    const v = typeof value === 'string' ? value : '/uploads/fake.webp';
    if (m) out[m[1]!] = [...((out[m[1]!] as unknown[] | undefined) ?? []), v];
    else out[key] = v;
    if (typeof value !== 'string') out.thumbnail = '/uploads/fake.thumb.webp';
  }
  return out;
}

export async function readBody(request: Request) {
  if (request.method === 'GET') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return { body: formToObject(form), form: [...form.entries()] };
  }
  const text = await request.text();
  return { body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A filter's value against a field: equal, or among the field's list (`?category=PhD`). */
const matches = (field: unknown, value: string): boolean =>
  Array.isArray(field) ? field.map(String).includes(value) : String(field) === value;

/** The rows a list asks for: searched, live or deleted, and filtered by equality. */
export function pickRows(rows: FakeRow[], search: URLSearchParams, searchField: string) {
  const q = search.get('q')?.toLowerCase() ?? '';
  const deleted = search.get('deleted') === 'true';
  const filters = [...search.entries()].filter(([key]) => !LIST_KEYS.has(key));
  return rows.filter(
    (r) =>
      String(r[searchField]).toLowerCase().includes(q) &&
      Boolean(r.deletedAt) === deleted &&
      filters.every(([key, value]) => !(key in r) || matches(r[key], value)),
  );
}

export function listBody(items: FakeRow[], total: number, o: FakeOptions, page: number) {
  if (o.envelope === 'array') return items;
  const envelope = o.envelope ?? { items: 'data', count: 'total' };
  const body: Record<string, unknown> = { [envelope.items]: items, [envelope.count]: total };
  if (envelope.paged) Object.assign(body, { totalPages: Math.ceil(total / 25), currentPage: page });
  return body;
}

/** Which route a request takes, from the path after the collection's own. */
export function routeOf(method: string, rest: string, o: FakeOptions): [FakeRoute, string?] {
  const parts = rest === '' ? [] : rest.split('/');
  const [first, second] = parts;
  if (!first) {
    if (method === 'GET') return ['list'];
    if (method === 'DELETE') return ['removeAll'];
    return method === 'POST' ? ['create'] : ['update'];
  }
  if (method === 'GET' && first === 'count' && !second) return ['count'];
  if (second === 'restore') return ['restore', first];
  if (second && first === 'hard') return ['remove', second];
  if (second && first === 'soft') return ['softRemove', second];
  if (method === 'GET') return ['get', first];
  if (method === 'DELETE') return [o.softDelete === 'DELETE' ? 'softRemove' : 'remove', first];
  if (method === 'PATCH' && o.softDelete === 'PATCH') return ['softRemove', first];
  return ['update', first];
}
