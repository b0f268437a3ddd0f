import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  StateCreateSchema,
  StateFiltersSchema,
  StateSchema,
  StateUpdateSchema,
  statesResource,
  type State,
} from '@studydesk/contract';
import { registerResource } from '../../lib/crud/resource';
import type { CatalogueDeps } from '../catalogue';

/** Places (spec "State / place"): list + count, each within a country. */
export function statesRoutes(app: FastifyInstance, { handle }: CatalogueDeps) {
  registerResource<State>(app, handle, statesResource, {
    permission: 'states',
    schemas: {
      item: StateSchema,
      create: StateCreateSchema,
      update: StateUpdateSchema,
      filters: StateFiltersSchema,
    },
    repo: {
      table: 'states',
      searchable: ['name', 'description', 'countries.name'],
      join: (qb) => qb.leftJoin('countries', 'countries.id', 'states.country'),
      select: (qb) => qb.selectAll('states').select('countries.name as countryName'),
      booleans: ['active', 'recommended'],
      equal: ['country', 'active', 'recommended'],
      unique: { name: MESSAGES.states.exists },
      refs: { country: { table: 'countries', message: 'Choose a country from the list' } },
    },
    notFoundMessage: MESSAGES.states.notFound,
    count: true,
  });
}
