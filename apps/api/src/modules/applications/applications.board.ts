import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES as M,
  ApplicationBoardQuerySchema,
  ApplicationBoardSchema,
  PERMISSIONS,
  applicationsResource as r,
  type ApplicationBoard,
  type ApplicationBoardQuery,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { now } from '../../lib/ids';
import { keptAnswer } from '../../lib/kept-answer';
import { listScope, type Viewer } from './applications.access';
import { missingDocuments } from '../documents/checklist.load';
import { conditionDeadlines, daysSince, toCard } from './applications.cards';
import { keptOwners } from './applications.counts';
import type { ApplicationsRepository } from './applications.repository';
import { listStages } from './stages.store';

/** The board's order within a column: the latest to enter the stage first (as the list sorts). */
export const BOARD_ORDER = { sort: 'stageAt', order: 'desc' } as const;

/**
 * The board: every live stage in the workflow's order with its count, from the kept counts
 * (or, filtered, one `group by` statement over the list's filter), and a page of its cards,
 * one statement for every column, with what each card's student still has to send (three statements
 * for the whole board, checklist.load.ts), read as the list reads a page (same filter, same scope: a
 * counsellor sees theirs and unassigned).
 */
export async function board(
  db: Db,
  repo: ApplicationsRepository,
  viewer: Viewer,
  query: ApplicationBoardQuery,
): Promise<ApplicationBoard> {
  const { stage, page, limit, ...filters } = query;
  const scoped = { ...filters, ...listScope(viewer), ownerId: viewer.id, ...BOARD_ORDER };
  let stages = await listStages(db);
  if (stage) {
    stages = stages.filter((s) => s.key === stage);
    if (stages.length === 0) throw badRequest(M.stageNotFound, { stage: M.stageNotFound });
  }
  // Narrowed by owner alone, the columns' counts are kept (migration 024); else counted.
  const owners = keptOwners(scoped);
  const [counts, byStage] = await Promise.all([
    owners
      ? repo.stageCounts(owners)
      : repo.countBy(stage ? { ...scoped, stage } : scoped, 'stage'),
    repo.pagesBy(
      { ...scoped, page, limit },
      'stage',
      stages.map((s) => s.key),
    ),
  ]);
  const at = now();
  const pages = stages.map((s) => byStage.get(s.key) ?? []);
  const cards = pages.flat();
  const [due, missing] = await Promise.all([
    conditionDeadlines(
      db,
      cards.map((a) => a._id),
    ),
    missingDocuments(
      db,
      cards.map((a) => a.enquiry),
    ),
  ]);
  return {
    columns: stages.map((s, i) => ({
      stage: s.key,
      name: s.name,
      phase: s.phase,
      count: counts.get(s.key) ?? 0,
      page,
      cards: pages[i]!.map((a) => toCard(a, at, due.get(a._id), missing.get(a.enquiry))),
    })),
  };
}

/** A board's cards with their days in the stage as of `at`: they change within a day. */
const asOf = (b: ApplicationBoard, at: string): ApplicationBoard => ({
  columns: b.columns.map((c) => ({
    ...c,
    cards: c.cards.map((card) => ({ ...card, daysInStage: daysSince(card.stageAt, at) })),
  })),
});

/**
 * GET /applications/board (`?stage=…&page=2`: the next cards of one column), kept per viewer and
 * query until a write to what it reads (lib/kept-answer.ts, migration 068): at a million
 * students the cards' reading and making up cost most of a request, and the board is read far
 * more often than applications move.
 */
export function applicationBoardRoute(
  parent: FastifyInstance,
  deps: { db: Db; repo: ApplicationsRepository; who: (req: FastifyRequest) => Viewer },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${r.path}/board`,
    {
      config: { access: PERMISSIONS.applications.read },
      schema: {
        tags: ['applications'],
        summary: 'The board: each stage with its count and first cards',
        querystring: ApplicationBoardQuerySchema,
        response: { 200: ApplicationBoardSchema },
      },
    },
    async (req) => {
      const viewer = deps.who(req);
      const kept = await keptAnswer(deps.db, ['board', viewer, req.query], () =>
        board(deps.db, deps.repo, viewer, req.query),
      );
      return asOf(kept, now());
    },
  );
}
