import type { FastifyInstance } from 'fastify';
import {
  ServiceCreateSchema,
  ServiceSchema,
  ServiceUpdateSchema,
  servicesResource as r,
  type Service,
  type ServiceCreate,
  type ServiceUpdate,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { createRepository } from '../../lib/crud/repository';
import { registerCrudRoutes } from '../../lib/crud/routes';

export function createServicesRepository(handle: DbHandle) {
  return createRepository<Service, ServiceCreate, ServiceUpdate>(handle, {
    table: 'services',
    searchable: ['title'],
    sortable: r.sortable,
    defaultSort: r.defaultSort,
  });
}

export function servicesRoutes(app: FastifyInstance, handle: DbHandle) {
  registerCrudRoutes(app, {
    path: r.path,
    permission: 'services',
    envelope: r.envelope,
    sortable: r.sortable,
    schemas: { item: ServiceSchema, create: ServiceCreateSchema, update: ServiceUpdateSchema },
    repo: createServicesRepository(handle),
    notFoundMessage: 'Service not found',
  });
}
