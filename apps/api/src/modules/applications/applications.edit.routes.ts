import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES as M,
  ApplicationDetailSchema,
  ApplicationSchema,
  ApplicationUpdateSchema,
  IdParamsSchema,
  PERMISSIONS,
  StageChangeBodySchema,
  applicationsResource as r,
  type Application,
  type ApplicationDetail,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { EventBus } from '../events/event-bus';
import { visible, type Viewer } from './applications.access';
import type { ApplicationsRepository } from './applications.repository';
import { assertRestorable } from './applications.restore';
import { changeStage } from './applications.stage';
import { checkUpdate } from './applications.write';

type Deps = {
  db: Db;
  bus: EventBus;
  repo: ApplicationsRepository;
  who: (req: FastifyRequest) => Viewer;
  /** The application when the caller may work it, else 404. */
  own: (req: FastifyRequest, id: string) => Promise<Application>;
  detail: (id: string) => Promise<ApplicationDetail>;
};

/** Edits, stage moves, delete and restore of one application, each scoped as its read is. */
export function applicationEditRoutes(parent: FastifyInstance, d: Deps) {
  const { db, bus, repo, who, own, detail } = d;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const write = { access: PERMISSIONS.applications.write };
  const tags = ['applications'];
  const byId = `${r.path}/:id`;

  app.patch(
    byId,
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit an application',
        params: IdParamsSchema,
        body: ApplicationUpdateSchema,
        response: { 200: ApplicationDetailSchema },
      },
    },
    async (req) => {
      const cur = await own(req, req.params.id);
      const fields = await checkUpdate(db, who(req), cur, req.body);
      if (!(await repo.update(cur._id, fields, who(req).id))) throw notFound(M.notFound);
      return detail(cur._id);
    },
  );

  app.patch(
    `${byId}/stage`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Move an application to a stage',
        params: IdParamsSchema,
        body: StageChangeBodySchema,
        response: { 200: ApplicationDetailSchema },
      },
    },
    async (req) => {
      const cur = await own(req, req.params.id);
      await changeStage(db, bus, cur, req.body, who(req).id);
      return detail(cur._id);
    },
  );

  app.delete(
    byId,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete an application (kept, restorable)',
        params: IdParamsSchema,
        response: { 200: ApplicationSchema },
      },
    },
    async (req) => {
      const cur = await own(req, req.params.id);
      const gone = await repo.setDeleted(cur._id, true, who(req).id);
      if (!gone) throw notFound(M.notFound);
      return gone;
    },
  );

  app.post(
    `${byId}/restore`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Restore a deleted application',
        params: IdParamsSchema,
        response: { 200: ApplicationSchema },
      },
    },
    async (req) => {
      const cur = visible(who(req), await repo.get(req.params.id, true));
      if (cur.deletedAt) await assertRestorable(db, cur);
      const back = await repo.setDeleted(cur._id, false, who(req).id);
      if (!back) throw notFound(M.notFound);
      return back;
    },
  );
}
