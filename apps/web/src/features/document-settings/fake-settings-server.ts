import type { DocumentRequirement, DocumentType } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';

type Call = { method: string; path: string; body: unknown };
const named = (t: DocumentType) => ({ id: t._id, name: t.name });

/** Test helper: the document types and checklist rules in memory, each call kept. */
export function fakeSettingsServer(names: string[]) {
  const types: DocumentType[] = names.map((name, i) => ({
    _id: `t${i + 1}`,
    name,
    position: i + 1,
    retiredAt: null,
  }));
  const rules: DocumentRequirement[] = [];
  const calls: Call[] = [];
  const queued: Response[] = [];
  const rule = (
    country: { id: string; name: string } | null,
    phase: DocumentRequirement['phase'],
    t: DocumentType,
  ) => rules.push({ _id: `r${rules.length + 1}`, country, phase, type: named(t) });
  const answer = (method: string, path: string, body: Record<string, unknown>): Response => {
    const [, base, id] = path.split('/');
    if (base === 'countries')
      return json({ data: [{ _id: 'c1', name: 'United Kingdom' }], count: 1 });
    if (base === 'document-types') {
      if (method === 'GET') return json({ data: types });
      if (method === 'POST') {
        const made = {
          _id: `t${types.length + 1}`,
          name: String(body.name),
          position: 99,
          retiredAt: null,
        };
        types.push(made);
        return json(made, 201);
      }
      const t = types.find((x) => x._id === id)!;
      if (typeof body.name === 'string') t.name = body.name;
      if (typeof body.retired === 'boolean')
        t.retiredAt = body.retired ? '2026-11-27T10:00:00.000Z' : null;
      return json(t);
    }
    if (method === 'GET') return json({ data: rules });
    if (method === 'DELETE') {
      rules.splice(
        rules.findIndex((r) => r._id === id),
        1,
      );
      return new Response(null, { status: 204 });
    }
    const t = types.find((x) => x._id === body.type)!;
    rule(
      body.country ? { id: 'c1', name: 'United Kingdom' } : null,
      body.phase as DocumentRequirement['phase'],
      t,
    );
    return json(rules.at(-1), 201);
  };
  const fetch = stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = req.method === 'GET' ? '' : await req.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ method: req.method, path: `${path}${url.search}`, body });
    return queued.shift() ?? answer(req.method, path, body);
  });
  return {
    types,
    rules,
    rule,
    calls,
    fetch,
    reply: (status: number, body: object) => void queued.push(json(body, status)),
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}
