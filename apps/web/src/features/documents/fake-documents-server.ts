import type { ChecklistItem, Document, DocumentType } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { stubXhr } from '../../lib/fake-xhr';

const named = (id: string, name: string) => ({ id, name });
export const TYPES: DocumentType[] = ['Passport', 'Academic transcript', 'Financial statement'].map(
  (name, i) => ({ _id: `t${i + 1}`, name, position: i + 1, retiredAt: null }),
);

/** Test helper: a document of student e1 (a Passport PDF, awaiting review, sent by Priya). */
export function doc(more: Partial<Document> = {}): Document {
  return {
    _id: 'd1',
    enquiry: 'e1',
    application: null,
    type: named('t1', 'Passport'),
    fileName: 'passport.pdf',
    contentType: 'application/pdf',
    size: 840_000,
    note: null,
    status: 'awaiting',
    reason: null,
    version: 1,
    uploadedBy: { id: 'u1', name: 'Priya Sharma' },
    reviewedBy: null,
    reviewedAt: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    deletedAt: null,
    ...more,
  };
}

export const line = (
  type: DocumentType,
  state: ChecklistItem['state'],
  document: string | null = null,
): ChecklistItem => ({
  type: named(type._id, type.name),
  phases: ['visa'],
  countries: [named('c1', 'United Kingdom')],
  state,
  document,
});

type Call = { method: string; path: string; body: unknown };

/**
 * Test helper: student e1's documents API in memory (GET with the checklist, review, delete,
 * restore, upload through XMLHttpRequest), with each call kept and any answer overridable.
 */
export function fakeDocumentsServer(documents: Document[], checklist: ChecklistItem[]) {
  const calls: Call[] = [];
  const queued: Response[] = [];
  let gate: Promise<void> | null = null;
  const deleted: Document[] = [];
  const answer = async (req: Request, path: string): Promise<Response> => {
    if (path === '/enquiries/e1/documents' && req.method === 'GET')
      return new URL(req.url).searchParams.get('deleted')
        ? json({ data: deleted, checklist: [] })
        : json({ data: documents, checklist });
    if (path === '/enquiries/e1/applications') return json({ data: [], total: 0 });
    if (path === '/document-types') return json({ data: TYPES });
    if (path === '/enquiries/e1/documents' && req.method === 'POST') {
      await gate;
      const form = await req.formData();
      const file = form.get('file') as File;
      const type = TYPES.find((t) => t._id === form.get('type'))!;
      const made = doc({
        _id: `d${documents.length + 9}`,
        fileName: file.name,
        type: named(type._id, type.name),
      });
      documents.unshift(made);
      const item = checklist.find((i) => i.type.id === type._id);
      if (item) Object.assign(item, { state: 'awaiting', document: made._id });
      return json(made, 201);
    }
    const [, , id, verb] = path.split('/');
    const d = documents.find((x) => x._id === id) ?? deleted.find((x) => x._id === id);
    if (!d) return json({ message: 'Document not found' }, 404);
    if (req.method === 'PATCH') Object.assign(d, await req.json());
    if (req.method === 'DELETE') deleted.push(...documents.splice(documents.indexOf(d), 1));
    if (verb === 'restore') documents.push(...deleted.splice(deleted.indexOf(d), 1));
    return json(d);
  };
  const fetch = stubFetch(async (req) => {
    const path = new URL(req.url).pathname.replace(/^\/api/, '');
    const copy = req.clone();
    const type = req.headers.get('content-type') ?? '';
    const body =
      req.method === 'GET'
        ? undefined
        : type.includes('json')
          ? ((await copy.json()) as unknown)
          : await copy.text().then(() => 'multipart');
    calls.push({ method: req.method, path, body });
    return queued.shift() ?? answer(req, path);
  });
  const sent = stubXhr();
  return {
    calls,
    fetch,
    sent,
    /** Uploads wait for the returned release: what shows while the file is on its way. */
    hold: () => {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    /** The next call answers this instead. */
    reply: (status: number, body: object) => void queued.push(json(body, status)),
    writes: () => calls.filter((c) => c.method !== 'GET'),
    reads: (path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length,
  };
}
