import type {
  ApplicationCommission,
  ApplicationDetail,
  ApplicationStage,
  CommissionRule,
  StaffMember,
} from '@studydesk/contract';
import { json, stubFetch } from '../../../test/test-utils';

/** Test helper: one application as GET /applications/:id answers it. */
export function detail(more: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const at = '2031-01-10T09:00:00.000Z';
  return {
    _id: 'a1',
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    enquiry: 'e1',
    enqNo: 'ENQ-000007',
    studentName: 'Meera Nair',
    college: 'c1',
    collegeName: 'Lakeside College',
    course: 'k1',
    courseTitle: 'MSc Data Science',
    intake: 'i1',
    intakeMonth: 'September',
    intakeYear: 2031,
    deadlineDate: '2031-06-30',
    stage: 'shortlisted',
    stageName: 'Shortlisted',
    phase: 'shortlist',
    stageAt: at,
    assignedTo: 'u1',
    assignedToName: 'Asha Rao',
    tuition: 30000,
    currency: 'CAD',
    remarks: null,
    createdBy: 'u1',
    offerType: null,
    acceptanceDeadline: null,
    depositAmount: null,
    depositDueDate: null,
    depositPaidDate: null,
    visaAppointmentDate: null,
    visaDecision: null,
    visaDecisionDate: null,
    stageHistory: [
      {
        _id: 'h1',
        from: null,
        fromName: null,
        to: 'shortlisted',
        toName: 'Shortlisted',
        by: 'u1',
        byName: 'Asha Rao',
        at,
        note: null,
      },
    ],
    conditions: [],
    ...more,
  };
}

const stage = (key: string, name: string, phase: ApplicationStage['phase'], position: number) => ({
  key,
  name,
  phase,
  position,
  requiresNote: phase === 'closed',
  retiredAt: null,
});
export const STAGES: ApplicationStage[] = [
  stage('shortlisted', 'Shortlisted', 'shortlist', 1),
  stage('submitted', 'Submitted', 'applied', 2),
  stage('enrolled', 'Enrolled', 'enrolled', 3),
  stage('rejected', 'Rejected', 'closed', 4),
];

/** The staff an application can go to (GET /users/staff); u1 owns `detail()`'s. */
export const STAFF: StaffMember[] = [
  { _id: 'u1', fname: 'Asha', lname: 'Rao', userType: 'counsellor', offices: ['o1'] },
  { _id: 'u2', fname: 'Kiran', lname: 'Das', userType: 'counsellor', offices: ['o1'] },
  { _id: 'u3', fname: 'Edith', lname: 'Writer', userType: 'editor', offices: ['o1'] },
];

export type RecordCall = { method: string; path: string; body?: unknown };
type Seed = {
  application: ApplicationDetail;
  commission?: Partial<ApplicationCommission>;
  rule?: Partial<CommissionRule>;
};

/** Test helper: the application's record API in memory; `calls` records what was sent. */
export function fakeRecordServer(seed: Seed) {
  const a = seed.application;
  const calls: RecordCall[] = [];
  const commission: ApplicationCommission = {
    application: a._id,
    currency: 'CAD',
    expected: 4500,
    status: 'expected',
    invoicedDate: null,
    invoicedAmount: null,
    receivedDate: null,
    receivedAmount: null,
    ...seed.commission,
  };
  const rule = {
    college: a.college,
    type: 'percent',
    value: 15,
    currency: 'CAD',
    effectiveCurrency: 'CAD',
    ...seed.rule,
  };
  let n = 0;
  let refusal: { status: number; message: string } | null = null;
  const routes = (method: string, path: string, body: Record<string, unknown>): Response => {
    const base = `/api/applications/${a._id}`;
    if (path === '/api/application-stages') return json({ data: STAGES });
    if (path === '/api/intake') return json({ data: [], count: 0 });
    if (path === '/api/users/staff') return json(STAFF);
    if (path === `/api/college/${a.college}/commission`) return json(rule);
    if (path === `${base}/commission` && method === 'PATCH') Object.assign(commission, body);
    if (path === `${base}/commission`) return json(commission);
    if (path === `${base}/stage` && refusal)
      return json({ ...refusal, error: 'conflict' }, refusal.status);
    if (path === `${base}/stage`) {
      const to = STAGES.find((s) => s.key === body.stage);
      if (to?.requiresNote && !body.note)
        return json({ message: 'Moving to this stage needs a note', error: 'bad_request' }, 400);
      Object.assign(a, { stage: to?.key, stageName: to?.name, phase: to?.phase });
    }
    if (path === `${base}/conditions` && method === 'POST')
      a.conditions.push({
        _id: `k${++n}`,
        text: String(body.text),
        dueDate: (body.dueDate as string | null) ?? null,
        satisfied: false,
        satisfiedDate: null,
        createdAt: a.createdAt,
        updatedAt: a.createdAt,
      });
    const condition = a.conditions.find((c) => path === `${base}/conditions/${c._id}`);
    if (condition && method === 'PATCH')
      Object.assign(condition, {
        satisfied: body.satisfied,
        satisfiedDate: body.satisfied ? '2031-02-01' : null,
      });
    if (path === base && method === 'PATCH') Object.assign(a, body);
    return json(a, method === 'POST' ? 201 : 200);
  };
  stubFetch(async (req) => {
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ method: req.method, path: url.pathname, body: text ? body : undefined });
    return routes(req.method, url.pathname, body);
  });
  const sent = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return {
    application: a,
    calls,
    sent,
    /** stage moves answer this refusal from now on */
    refuse: (status: number, message: string) => void (refusal = { status, message }),
  };
}
