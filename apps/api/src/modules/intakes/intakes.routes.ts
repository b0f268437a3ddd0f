import type { FastifyInstance } from 'fastify';
import {
  IntakeCreateSchema,
  IntakeFiltersSchema,
  IntakeSchema,
  IntakeUpdateSchema,
  MESSAGES,
  intakesResource as r,
  type Intake,
} from '@studydesk/contract';
import { registerResource } from '../../lib/crud/resource';
import { keptByApplications, type CatalogueDeps } from '../catalogue';

/**
 * Spec §4/§7: `DELETE /intake/{id}` soft-deletes and answers the record, `DELETE
 * /intake/hard/{id}` removes it, `DELETE /intake` removes all; reads need a session (§6).
 */
export function intakesRoutes(app: FastifyInstance, { handle }: CatalogueDeps) {
  registerResource<Intake>(app, handle, r, {
    permission: 'intakes',
    schemas: {
      item: IntakeSchema,
      create: IntakeCreateSchema,
      update: IntakeUpdateSchema,
      filters: IntakeFiltersSchema,
    },
    repo: {
      keptBy: keptByApplications('intake'),
      table: 'intakes',
      searchable: ['intakeMonth', 'deadlineDate', 'colleges.name'],
      softDelete: true,
      join: (qb) => qb.leftJoin('colleges', 'colleges.id', 'intakes.college'),
      select: (qb) => qb.selectAll('intakes').select('colleges.name as collegeName'),
      booleans: ['visible'],
      equal: ['college', 'status', 'intakeYear', 'visible'],
      refs: { college: { table: 'colleges', message: 'Choose a college from the list' } },
    },
    notFoundMessage: MESSAGES.intakes.notFound,
    softDelete: { method: 'DELETE', url: `${r.path}/:id` },
    removeUrl: `${r.path}/hard/:id`,
    removeAll: true,
    count: true,
  });
}
