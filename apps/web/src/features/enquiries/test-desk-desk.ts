import type {
  ContactLog,
  Enquiry,
  FollowUp,
  FollowUpDone,
  FollowUpQueueItem,
  QueueSection,
  TimelineEntry,
} from '@studydesk/contract';
import { json } from '../../test/test-utils';
import { followUp } from './test-desk-data';

/** Test helper: the fake desk's endpoints (timeline, contact log, queue, Done). */
export type DeskDb = {
  enquiries: Enquiry[];
  followUps: FollowUp[];
  timeline: Record<string, TimelineEntry[]>;
};

const AT = '2025-03-16T11:00:00.000Z';
const by = { by: 'u1', byName: 'Priya Sharma', at: AT };

function section(f: FollowUp, today: string): QueueSection {
  const d = f.nextContactDate;
  if (!d) return 'noDate';
  return d < today ? 'overdue' : d === today ? 'today' : 'upcoming';
}

/** GET /followUp/queue: the open follow-ups in section order, one page. */
export function queue(db: DeskDb, search: URLSearchParams) {
  const today = search.get('today') ?? '';
  const order: QueueSection[] = ['overdue', 'today', 'upcoming', 'noDate'];
  // ?assignedTo: only the follow-ups of that staff member's enquiries
  const owner = search.get('assignedTo');
  const ownerOf = (f: FollowUp) => db.enquiries.find((x) => x._id === f.enquiry)?.assignedTo;
  const open = db.followUps.filter((f) => !f.doneAt && (!owner || ownerOf(f) === owner));
  const items: FollowUpQueueItem[] = open.map((f) => {
    const e = db.enquiries.find((x) => x._id === f.enquiry) as Enquiry;
    return {
      _id: f._id,
      section: section(f, today),
      details: f.followUpDetails,
      nextContactDate: f.nextContactDate,
      createdAt: f.createdAt,
      enquiry: e._id,
      enqNo: e.enqNo,
      name: `${e.fName} ${e.lName}`,
      mobile: e.mobile,
      email: e.email,
      enquiryStatus: e.status,
      assignedTo: e.assignedTo,
      assignedToName: null,
    };
  });
  items.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  const count = (s: QueueSection) => items.filter((i) => i.section === s).length;
  return json({
    data: items,
    count: items.length,
    sections: {
      overdue: count('overdue'),
      today: count('today'),
      upcoming: count('upcoming'),
      noDate: count('noDate'),
    },
  });
}

/** POST /followUp/{id}/done: marks it done (and books the next if a date is given). */
export function done(db: DeskDb, id: string, body: FollowUpDone) {
  const f = db.followUps.find((x) => x._id === id);
  if (!f) return json({ message: 'Not found', error: 'not_found' }, 404);
  if (f.doneAt) return json({ message: 'This follow-up is already done', error: 'conflict' }, 409);
  Object.assign(f, { doneAt: AT, outcome: body.outcome, result: body.note ?? null });
  const e = db.enquiries.find((x) => x._id === f.enquiry) as Enquiry;
  return json({ followUp: f, next: null, enquiry: e });
}

/** POST /enquiries/{id}/contact-log: the contact, the next follow-up, the status, in the timeline. */
export function contactLog(db: DeskDb, e: Enquiry, body: ContactLog) {
  const n = Object.keys(db.timeline).length + (db.timeline[e._id]?.length ?? 0);
  const entries: TimelineEntry[] = [
    {
      _id: `t${n}a`,
      type: 'contact',
      followUpId: `c${n}`,
      outcome: body.outcome,
      note: body.note,
      ...by,
    },
  ];
  let next: FollowUp | null = null;
  if (body.nextContactDate) {
    next = followUp(`f${n}`, e, {
      followUpDetails: `Follow up: ${body.note}`,
      nextContactDate: body.nextContactDate,
    });
    db.followUps.push(next);
    entries.unshift({
      _id: `t${n}b`,
      type: 'followUp',
      followUpId: next._id,
      details: next.followUpDetails,
      nextContactDate: body.nextContactDate,
      ...by,
    });
  }
  if (body.status && body.status !== e.status) {
    entries.unshift({ _id: `t${n}c`, type: 'status', from: e.status, to: body.status, ...by });
    e.status = body.status;
  }
  db.timeline[e._id] = [...entries, ...(db.timeline[e._id] ?? [])];
  return json(
    { followUp: followUp(`c${n}`, e, { followUpDetails: body.note }), next, enquiry: e },
    201,
  );
}
