import type { FastifyInstance } from 'fastify';
import {
  ApplicationDetailSchema as response,
  ConditionCreateSchema,
  ConditionParamsSchema as params,
  ConditionUpdateSchema,
  PERMISSIONS,
  applicationsResource as r,
} from '@studydesk/contract';
import { recordRoutes } from '../../lib/crud/record-routes';
import type { ApplicationScope } from './applications.access';
import { addCondition, removeCondition, updateCondition } from './applications.conditions';

/**
 * An offer's conditions as a sub-resource of the application, under the
 * application's own permission: each answers with the whole application, conditions included.
 */
export function applicationConditionRoutes(app: FastifyInstance, d: ApplicationScope) {
  const { db, who, own, detail } = d;
  const route = recordRoutes(app, { tags: ['applications'], load: own });
  const access = PERMISSIONS.applications.write;
  const url = `${r.path}/:id/conditions`;
  const one = `${url}/:conditionId`;

  route(
    { method: 'POST', url, access, summary: "Add a condition to an application's offer" },
    { body: ConditionCreateSchema, response, status: 201 },
    async (cur, { body, req }) => {
      await addCondition(db, cur, body, who(req).id);
      return detail(cur._id);
    },
  );

  route(
    { method: 'PATCH', url: one, access, summary: 'Edit or tick an offer condition' },
    { params, body: ConditionUpdateSchema, response },
    async (cur, { params: p, body, req }) => {
      await updateCondition(db, cur, p.conditionId, body, who(req).id);
      return detail(cur._id);
    },
  );

  route(
    { method: 'DELETE', url: one, access, summary: 'Remove an offer condition' },
    { params, response },
    async (cur, { params: p, req }) => {
      await removeCondition(db, cur, p.conditionId, who(req).id);
      return detail(cur._id);
    },
  );
}
