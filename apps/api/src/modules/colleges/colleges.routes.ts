import type { FastifyInstance } from 'fastify';
import {
  CollegeCreateSchema,
  CollegeFiltersSchema,
  CollegeSchema,
  CollegeUpdateSchema,
  MESSAGES,
  collegesResource,
  type College,
} from '@studydesk/contract';
import { registerResource } from '../../lib/crud/resource';
import { keptByApplications, type CatalogueDeps } from '../catalogue';

/** `GET /college` → {colleges, total, totalPages, currentPage}, filtered as spec §7 lists. */
export function collegesRoutes(app: FastifyInstance, { handle, images }: CatalogueDeps) {
  return registerResource<College>(app, handle, collegesResource, {
    permission: 'colleges',
    schemas: {
      item: CollegeSchema,
      create: CollegeCreateSchema,
      update: CollegeUpdateSchema,
      filters: CollegeFiltersSchema,
    },
    repo: {
      keptBy: keptByApplications('college'),
      table: 'colleges',
      searchable: ['name', 'email', 'address', 'countries.name', 'states.name'],
      join: (qb) =>
        qb
          .leftJoin('countries', 'countries.id', 'colleges.country')
          .leftJoin('states', 'states.id', 'colleges.state'),
      select: (qb) =>
        qb
          .selectAll('colleges')
          .select(['countries.name as countryName', 'states.name as stateName']),
      booleans: ['visible'],
      lists: ['courses', 'category', 'facilities', 'services'],
      equal: ['status', 'country', 'state', 'visible'],
      // The category is one of a fixed set (validated), matched as a JSON string in the list.
      filter: (qb, q) =>
        typeof q.category === 'string'
          ? qb.where('colleges.category', 'like', `%${JSON.stringify(q.category)}%`)
          : qb,
      unique: { name: MESSAGES.colleges.exists },
      refs: {
        country: { table: 'countries', message: 'Choose a country from the list' },
        state: { table: 'states', message: 'Choose a place from the list' },
        courses: { table: 'courses', message: 'Choose courses from the list' },
      },
    },
    notFoundMessage: MESSAGES.colleges.notFound,
    images,
    count: true,
    publicWhen: 'visible',
  });
}
