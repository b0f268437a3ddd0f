import type {
  AlsoEnquired,
  ContactLog,
  Enquiry,
  EnquiryIntake,
  FollowUp,
  FollowUpDone,
  StaffMember,
  StatusChange,
  TimelineEntry,
} from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { contactLog, done, queue } from './test-desk-desk';
import { enquiry, followUp, STAFF } from './test-desk-data';

export { enquiry, followUp, STAFF } from './test-desk-data';

/** Test helper: the enquiry desk's API (enquiries, history, follow-ups, staff) in memory. */
export type DeskCall = {
  method: string;
  path: string;
  search: URLSearchParams;
  body?: unknown;
  auth: string | null;
};
type Override = { method: string; path: string; reply: () => Response | Promise<Response> };
type Seed = {
  enquiries: Enquiry[];
  followUps?: FollowUp[];
  history?: Record<string, StatusChange[]>;
  timeline?: Record<string, TimelineEntry[]>;
  staff?: StaffMember[];
  /** the same person's other enquiries, by enquiry id (GET /enquiries/{id}/also-enquired) */
  alsoEnquired?: Record<string, AlsoEnquired[]>;
  intakes?: Record<string, EnquiryIntake[]>;
};

const notFound = () => json({ message: 'Not found', error: 'not_found' }, 404);

export function fakeDesk(seed: Seed) {
  const db = {
    history: {},
    timeline: {},
    followUps: [],
    staff: STAFF,
    alsoEnquired: {},
    intakes: {},
    ...seed,
  } as Required<Seed>;
  const calls: DeskCall[] = [];
  const overrides: Override[] = [];
  const find = (id: string) => db.enquiries.find((e) => e._id === id);

  const moveStatus = (e: Enquiry, to: Enquiry['status']) => {
    (db.history[e._id] ??= []).push({
      _id: `h${calls.length}`,
      from: e.status,
      to,
      by: 'u1',
      byName: 'Priya Sharma',
      at: '2025-03-16T11:00:00.000Z',
    });
    e.status = to;
  };

  const enquiries = (method: string, rest: string[], search: URLSearchParams, body: unknown) => {
    const [first, second] = rest;
    if (method === 'GET' && !first) {
      const hits = db.enquiries.filter((e) =>
        ['status', 'category', 'assignedTo'].every(
          (k) => !search.get(k) || e[k as keyof Enquiry] === search.get(k),
        ),
      );
      return json({ enquiries: hits, count: hits.length });
    }
    if (method === 'POST' && !first) {
      const created = enquiry(`e${db.enquiries.length + 1}`, db.enquiries.length + 1, {
        ...(body as Partial<Enquiry>),
        status: 'new',
      });
      db.enquiries.unshift(created);
      return json(created, 201);
    }
    if (first === 'export')
      return new Response('enqNo,fName\n"ENQ-000001","Asha"\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="enquiries-2025-03-16.csv"',
        },
      });
    const e = find(first === 'status' ? (second ?? '') : (first ?? ''));
    if (!e) return notFound();
    if (second === 'history') return json(db.history[e._id] ?? []);
    if (second === 'timeline') return json({ data: db.timeline[e._id] ?? [] });
    if (second === 'also-enquired') return json({ data: db.alsoEnquired[e._id] ?? [] });
    if (second === 'intakes') return json({ data: db.intakes[e._id] ?? [] });
    if (second === 'contact-log') return contactLog(db, e, body as ContactLog);
    if (method === 'GET') return json(e);
    if (method === 'PATCH') {
      db.enquiries = db.enquiries.filter((x) => x !== e);
      return json(e);
    }
    const fields = body as Partial<Enquiry>;
    if (first === 'status' && fields.status) moveStatus(e, fields.status);
    else Object.assign(e, fields);
    return json(e);
  };

  const followUps = (method: string, rest: string[], search: URLSearchParams, body: unknown) => {
    const [first, second] = rest;
    const list = (items: FollowUp[]) => json({ data: items, count: items.length });
    if (method === 'GET' && first === 'queue') return queue(db, search);
    if (method === 'POST' && second === 'done') return done(db, first ?? '', body as FollowUpDone);
    if (method === 'GET' && first === 'enqId')
      return list(db.followUps.filter((f) => f.enquiry === second));
    if (method === 'GET') {
      const due = search.get('due');
      const today = search.get('today') ?? '';
      const on = (d: string | null) =>
        d !== null && (due === 'today' ? d === today : due === 'overdue' ? d < today : d > today);
      return list(due ? db.followUps.filter((f) => on(f.nextContactDate)) : db.followUps);
    }
    if (method === 'DELETE') {
      db.followUps = db.followUps.filter((f) => f._id !== first);
      return new Response(null, { status: 204 });
    }
    const fields = body as Partial<FollowUp>;
    const e = find(fields.enquiry ?? '');
    if (!e) return json({ message: 'Enquiry not found' }, 400);
    const created = followUp(`f${calls.length}`, e, {
      ...fields,
      createdAt: '2025-03-16T11:00:00.000Z',
    });
    db.followUps.unshift(created);
    if (fields.status) moveStatus(e, fields.status as Enquiry['status']);
    return json(created, 201);
  };

  const fetchMock = stubFetch(async (req) => {
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const path = url.pathname;
    calls.push({
      method: req.method,
      path,
      search: url.searchParams,
      body,
      auth: req.headers.get('authorization'),
    });
    const i = overrides.findIndex((o) => o.method === req.method && o.path === path);
    if (i >= 0) return overrides.splice(i, 1)[0]?.reply() ?? notFound();
    const [, , resource, ...rest] = path.split('/');
    if (resource === 'users') return json(db.staff);
    if (resource === 'enquiries') return enquiries(req.method, rest, url.searchParams, body);
    if (resource === 'followUp') return followUps(req.method, rest, url.searchParams, body);
    // the record's sessions section: none booked, and no session types to name them by
    if (resource === 'appointments' || resource === 'session-types')
      return json({ data: [], total: 0 });
    return notFound();
  });

  return {
    db,
    calls,
    fetch: fetchMock,
    /** the next `method path` call answers this instead */
    reply: (method: string, path: string, reply: () => Response | Promise<Response>) =>
      void overrides.push({ method, path, reply }),
    count: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).length,
    last: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).at(-1),
  };
}
export type FakeDesk = ReturnType<typeof fakeDesk>;
