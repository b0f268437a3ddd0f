import type { Import, ImportUpdate } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';

/** Test helper: an import's check as POST /imports answers it (three columns, one clash-free). */
export function importFixture(more: Partial<Import> = {}): Import {
  return {
    id: 'imp1',
    resource: 'enquiries',
    name: 'leads.csv',
    createdAt: '2026-11-27T09:00:00.000Z',
    state: 'checked',
    processed: 0,
    total: 0,
    inserted: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    startedAt: null,
    finishedAt: null,
    undoUntil: null,
    columns: [
      { index: 0, header: 'Given name', sample: 'Asha' },
      { index: 1, header: 'Tel', sample: '+91 98000 00001' },
      { index: 2, header: 'Phone', sample: '+91 98000 00002' },
    ],
    mapping: { '0': 'fName', '1': 'mobile', '2': null },
    fields: [
      { key: 'fName', label: 'First name', required: true },
      { key: 'mobile', label: 'Mobile', required: false },
      { key: 'email', label: 'E-mail', required: false },
    ],
    rows: 3,
    valid: 2,
    errors: [{ row: 3, column: 'Given name', value: '', message: 'A name is needed' }],
    errorCount: 1,
    duplicates: [
      { row: 2, matches: [{ id: 'e9', label: 'ENQ-000009 Asha Rao' }], choice: 'skip' },
      { row: 4, matches: [{ id: 'row:2', label: 'Asha' }], choice: 'skip' },
    ],
    duplicateCount: 2,
    duplicateDefault: 'skip',
    preview: [{ fName: 'Asha', mobile: '+91 98000 00001' }],
    previewProblems: [{}],
    defaults: {},
    values: {},
    unmatched: [],
    kept: null,
    ...more,
  };
}

type Call = { method: string; path: string; body?: unknown };

/** A PATCH's map merged into the stored one: null removes a key, as the API does. */
const settled = (
  now: Record<string, string>,
  change: Record<string, string | null> = {},
): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...now, ...change }).filter((e): e is [string, string] => e[1] !== null),
  );

/**
 * Test helper: POST /api/imports answering `start`, and /api/imports/imp1 answering GET, PATCH (the body applied, then `recheck` on the
 * result), run (running, then done on the next read), undo and the failed rows' CSV.
 */
export function fakeImportServer(
  start: Import,
  recheck: (i: Import) => Import = (i) => i,
  /** what the undo's answer adds (its `kept`) */
  undone: Partial<Import> = {},
) {
  let current = start;
  let refusal: { status: number; message: string } | undefined;
  const calls: Call[] = [];
  const base = `/api/imports/${start.id}`;
  const patch = (body: ImportUpdate) => {
    const choices = body.duplicates ?? {};
    current = recheck({
      ...current,
      mapping: body.mapping ?? current.mapping,
      defaults: settled(current.defaults, body.defaults),
      values: Object.fromEntries(
        Object.entries({ ...current.values, ...body.values }).map(([k, v]) => [
          k,
          settled(current.values[k] ?? {}, body.values?.[k] ?? v),
        ]),
      ),
      duplicateDefault: body.duplicateDefault ?? current.duplicateDefault,
      duplicates: current.duplicates.map((d) => ({
        ...d,
        choice: choices[String(d.row)] ?? d.choice,
      })),
    });
  };
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname;
    const isJson = req.headers.get('content-type')?.includes('json') ?? false;
    const text = isJson ? await req.text() : '';
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: req.method, path, body });
    const no = refusal;
    refusal = undefined;
    if (no) return json({ message: no.message, error: 'refused' }, no.status);
    if (path === `${base}/failed`)
      return new Response('Given name,Tel,Error\n,+91 98000 00003,A name is needed\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="leads-failed.csv"',
        },
      });
    if (path === `${base}/run`) current = { ...current, state: 'running', total: current.valid };
    else if (path === `${base}/undo`)
      current = { ...current, state: 'undone', undoUntil: null, ...undone };
    else if (path === base && req.method === 'PATCH') patch(body as ImportUpdate);
    else if (path === '/api/imports' && req.method === 'POST') return json(current);
    else if (path !== base) return json({ message: 'Not found', error: 'not_found' }, 404);
    return json(current);
  });
  return {
    calls,
    /** the writes sent, as [method path, body] */
    writes: () =>
      calls.filter((c) => c.method !== 'GET').map((c) => [`${c.method} ${c.path}`, c.body]),
    set: (next: Partial<Import>) => void (current = { ...current, ...next }),
    /** the next call is refused with this status and message */
    refuse: (status: number, message: string) => void (refusal = { status, message }),
  };
}
