import type { ApplicationCard, ApplicationStage } from '@studydesk/contract';
import { json, stubFetch } from '../../../test/test-utils';

/** Test helper: the applications API behind the board (board, list, stages, moves), in memory. */
export type BoardCall = { method: string; path: string; search: URLSearchParams; body?: unknown };

const stage = (key: string, name: string, position: number, requiresNote = false) =>
  ({ key, name, phase: 'applied', position, requiresNote, retiredAt: null }) as ApplicationStage;

export const STAGES: ApplicationStage[] = [
  stage('shortlisted', 'Shortlisted', 1),
  stage('submitted', 'Submitted', 2),
  stage('rejected', 'Rejected', 3, true),
];

/** Test helper: a card in `stage` for the student `name`. */
export function card(
  id: string,
  name: string,
  stageKey: string,
  more: Partial<ApplicationCard> = {},
) {
  return {
    _id: id,
    enquiry: `e-${id}`,
    enqNo: `ENQ-${id.padStart(6, '0')}`,
    studentName: name,
    college: 'c1',
    collegeName: 'Lakeside College',
    course: 'k1',
    courseTitle: 'MSc Data Science',
    intake: 'i1',
    intakeMonth: 'September',
    intakeYear: 2031,
    stage: stageKey,
    stageAt: '2031-01-01T00:00:00.000Z',
    assignedTo: 'u1',
    assignedToName: 'Priya Sharma',
    createdAt: '2031-01-01T00:00:00.000Z',
    daysInStage: 3,
    missingDocuments: 0,
    nextDeadline: null,
    ...more,
  } satisfies ApplicationCard;
}

function boardOf(cards: ApplicationCard[], search: URLSearchParams) {
  const only = search.get('stage');
  const page = Number(search.get('page') ?? 1);
  const limit = Number(search.get('limit') ?? 20);
  const q = search.get('q')?.toLowerCase();
  const hits = cards.filter((c) => !q || c.studentName?.toLowerCase().includes(q));
  return {
    columns: STAGES.filter((s) => !only || s.key === only).map((s) => {
      const inStage = hits.filter((c) => c.stage === s.key);
      const cardsOf = inStage.slice((page - 1) * limit, page * limit);
      return {
        stage: s.key,
        name: s.name,
        phase: s.phase,
        count: inStage.length,
        page,
        cards: cardsOf,
      };
    }),
  };
}

export function fakeBoardServer(cards: ApplicationCard[]) {
  const calls: BoardCall[] = [];
  let refusal: { status: number; message: string } | undefined;
  let held: Promise<void> | undefined;
  const move = async (id: string, body: { stage: string }) => {
    if (held) await held;
    if (refusal) return json({ message: refusal.message, error: 'conflict' }, refusal.status);
    const found = cards.find((c) => c._id === id);
    if (!found) return json({ message: 'Application not found', error: 'not_found' }, 404);
    found.stage = body.stage;
    return json({ ...found, stageHistory: [], conditions: [] });
  };
  stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname;
    const body: unknown = req.method === 'PATCH' ? await req.json() : undefined;
    calls.push({ method: req.method, path, search: url.searchParams, body });
    if (path === '/api/applications/board') return json(boardOf(cards, url.searchParams));
    if (path === '/api/application-stages') return json({ data: STAGES });
    if (path === '/api/applications') return json({ data: cards, total: cards.length });
    const moving = /^\/api\/applications\/([^/]+)\/stage$/.exec(path);
    if (moving && req.method === 'PATCH') return move(moving[1]!, body as { stage: string });
    return json({ message: 'Not found', error: 'not_found' }, 404);
  });
  return {
    calls,
    last: (path: string) => calls.filter((c) => c.path === path).at(-1),
    /** the next moves are refused with this answer */
    refuse: (status: number, message: string) => (refusal = { status, message }),
    /** moves wait until the returned function is called */
    hold: () => {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
  };
}
