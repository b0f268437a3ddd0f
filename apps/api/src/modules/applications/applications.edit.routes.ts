import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPLICATION_MESSAGES as M,
  ApplicationDetailSchema,
  ApplicationSchema,
  ApplicationUpdateSchema,
  PERMISSIONS,
  StageChangeBodySchema,
  applicationsResource as r,
} from '@studydesk/contract';
import { assertAmountsFit } from '../../lib/amounts';
import { notFound } from '../../lib/errors';
import { recordRoutes } from '../../lib/crud/record-routes';
import type { EventBus } from '../events/event-bus';
import { visible, type ApplicationScope } from './applications.access';
import type { ApplicationsRepository } from './applications.repository';
import { assertRestorable } from './applications.restore';
import { changeStage } from './applications.stage';
import { checkUpdate } from './applications.write';

type Deps = ApplicationScope & { bus: EventBus; repo: ApplicationsRepository };

/** Edits, stage moves, delete and restore of one application, each scoped as its read is. */
export function applicationEditRoutes(app: FastifyInstance, d: Deps) {
  const { db, bus, repo, who, own, detail } = d;
  const tags = ['applications'];
  const route = recordRoutes(app, { tags, load: own });
  // A deleted one too, for its restore.
  const kept = (req: FastifyRequest, id: string) =>
    repo.get(id, true).then((a) => visible(who(req), a));
  const access = PERMISSIONS.applications.write;
  const url = `${r.path}/:id`;
  const response = ApplicationDetailSchema;
  /** Deleted or restored meanwhile: the caller reads it again. */
  const found = <T>(x: T | undefined): T => {
    if (x === undefined) throw notFound(M.notFound);
    return x;
  };

  route(
    { method: 'PATCH', url, access, summary: 'Edit an application' },
    { body: ApplicationUpdateSchema, response },
    async (cur, { body, req }) => {
      // Amounts sent alone are in the stored currency (the contract checks them sent with one).
      if (body.currency === undefined)
        assertAmountsFit(body, ['tuition', 'depositAmount'], cur.currency);
      const fields = await checkUpdate(db, who(req), cur, body);
      if (!(await repo.update(cur._id, fields, who(req).id))) throw notFound(M.notFound);
      return detail(cur._id);
    },
  );

  route(
    { method: 'PATCH', url: `${url}/stage`, access, summary: 'Move an application to a stage' },
    { body: StageChangeBodySchema, response },
    async (cur, { body, req }) => {
      await changeStage(db, bus, cur, body, who(req).id);
      return detail(cur._id);
    },
  );

  route(
    { method: 'DELETE', url, access, summary: 'Delete an application (kept, restorable)' },
    { response: ApplicationSchema },
    async (cur, { req }) => found(await repo.setDeleted(cur._id, true, who(req).id)),
  );

  recordRoutes(app, { tags, load: kept })(
    { method: 'POST', url: `${url}/restore`, access, summary: 'Restore a deleted application' },
    { response: ApplicationSchema },
    async (cur, { req }) => {
      if (cur.deletedAt) await assertRestorable(db, cur);
      return found(await repo.setDeleted(cur._id, false, who(req).id));
    },
  );
}
