import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationDetailSchema,
  ConditionCreateSchema,
  ConditionParamsSchema,
  ConditionUpdateSchema,
  IdParamsSchema,
  PERMISSIONS,
  applicationsResource as r,
  type Application,
  type ApplicationDetail,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { Viewer } from './applications.access';
import { addCondition, removeCondition, updateCondition } from './applications.conditions';

type Deps = {
  db: Db;
  who: (req: FastifyRequest) => Viewer;
  /** The application when the caller may work it, else 404. */
  own: (req: FastifyRequest, id: string) => Promise<Application>;
  detail: (id: string) => Promise<ApplicationDetail>;
};

/**
 * An offer's conditions as a sub-resource of the application (issue 22), under the
 * application's own permission: each answers with the whole application, conditions included.
 */
export function applicationConditionRoutes(parent: FastifyInstance, d: Deps) {
  const { db, who, own, detail } = d;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const config = { access: PERMISSIONS.applications.write };
  const tags = ['applications'];
  const path = `${r.path}/:id/conditions`;
  const response = (status: number) => ({ [status]: ApplicationDetailSchema });

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Add a condition to an application's offer",
        params: IdParamsSchema,
        body: ConditionCreateSchema,
        response: response(201),
      },
    },
    async (req, reply) => {
      const cur = await own(req, req.params.id);
      await addCondition(db, cur, req.body, who(req).id);
      return reply.status(201).send(await detail(cur._id));
    },
  );

  app.patch(
    `${path}/:conditionId`,
    {
      config,
      schema: {
        tags,
        summary: 'Edit or tick an offer condition',
        params: ConditionParamsSchema,
        body: ConditionUpdateSchema,
        response: response(200),
      },
    },
    async (req) => {
      const cur = await own(req, req.params.id);
      await updateCondition(db, cur, req.params.conditionId, req.body, who(req).id);
      return detail(cur._id);
    },
  );

  app.delete(
    `${path}/:conditionId`,
    {
      config,
      schema: {
        tags,
        summary: 'Remove an offer condition',
        params: ConditionParamsSchema,
        response: response(200),
      },
    },
    async (req) => {
      const cur = await own(req, req.params.id);
      await removeCondition(db, cur, req.params.conditionId, who(req).id);
      return detail(cur._id);
    },
  );
}
