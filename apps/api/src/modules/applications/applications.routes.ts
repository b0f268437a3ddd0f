import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_MESSAGES as M,
  ApplicationCreateSchema,
  ApplicationDetailSchema,
  ApplicationFiltersSchema,
  ApplicationListSchema,
  ListQuerySchema,
  PERMISSIONS,
  applicationsResource as r,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { recordRoutes } from '../../lib/crud/record-routes';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import type { EventBus } from '../events/event-bus';
import {
  listScope,
  viewerOf,
  visible,
  type ApplicationScope,
  type Viewer,
} from './applications.access';
import { applicationBoardRoute } from './applications.board';
import { applicationsExportRoute } from './applications.export';
import { conditionsOf } from './applications.conditions';
import { applicationConditionRoutes } from './applications.conditions.routes';
import { applicationsOfEnquiryRoutes } from './applications.enquiry.routes';
import { createApplicationsRepository } from './applications.repository';
import { applicationEditRoutes } from './applications.edit.routes';
import { stageHistory } from './applications.stage';
import { createApplication } from './applications.write';
import { commissionRoutes } from './commission.routes';
import { stagesRoutes } from './stages.routes';

const ListQuery = ListQuerySchema.extend({
  sort: z.enum(r.sortable).optional(),
  ...ApplicationFiltersSchema.shape,
});

/** The applications API: the list, one application with its stage history, writes. */
export function applicationsRoutes(
  parent: FastifyInstance,
  { handle, bus }: { handle: DbHandle; bus: EventBus },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = handle;
  const repo = createApplicationsRepository(handle);
  const read = { access: PERMISSIONS.applications.read };
  const write = { access: PERMISSIONS.applications.write };
  const tags = ['applications'];
  const byId = `${r.path}/:id`;
  const who = (req: FastifyRequest): Viewer => viewerOf(requireAuth(req));
  const own = async (req: FastifyRequest, id: string) => visible(who(req), await repo.get(id));
  const detail = async (id: string) => {
    const found = await repo.get(id, true);
    if (!found) throw notFound(M.notFound);
    const [history, conditions] = await Promise.all([stageHistory(db, id), conditionsOf(db, id)]);
    return { ...found, stageHistory: history, conditions };
  };

  app.get(
    r.path,
    {
      config: read,
      schema: {
        tags,
        summary: 'Applications, a page at a time',
        querystring: ListQuery,
        response: { 200: ApplicationListSchema },
      },
    },
    async (req) => {
      const { items, total } = await repo.list({
        ...req.query,
        ...listScope(who(req)),
        ownerId: who(req).id,
      });
      return { data: items, total };
    },
  );

  recordRoutes(app, { tags, load: own })(
    {
      method: 'GET',
      url: byId,
      access: read.access,
      summary: 'An application with its stage history',
    },
    { response: ApplicationDetailSchema },
    (cur) => detail(cur._id),
  );

  app.post(
    r.path,
    {
      config: write,
      schema: {
        tags,
        summary: 'Open an application for a student',
        body: ApplicationCreateSchema,
        response: { 201: ApplicationDetailSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await detail(await createApplication(handle, who(req), req.body))),
  );

  const scope: ApplicationScope = { db, who, own, detail };
  applicationEditRoutes(app, { ...scope, bus, repo });
  applicationConditionRoutes(app, scope);
  commissionRoutes(app, scope);
  applicationBoardRoute(app, { db, repo, who });
  applicationsExportRoute(app, { db, repo, who });
  applicationsOfEnquiryRoutes(app, { db, repo });
  stagesRoutes(app, db);
}
