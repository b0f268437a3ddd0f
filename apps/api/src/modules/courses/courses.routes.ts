import type { FastifyInstance } from 'fastify';
import {
  CourseCreateSchema,
  CourseFiltersSchema,
  CourseSchema,
  CourseUpdateSchema,
  MESSAGES,
  coursesResource,
  type Course,
} from '@studydesk/contract';
import { registerResource } from '../../lib/crud/resource';
import { keptByApplications, type CatalogueDeps } from '../catalogue';

/** Domestic and international courses: `GET /courses?domestic=true|false` (spec §7). */
export function coursesRoutes(app: FastifyInstance, { handle, images }: CatalogueDeps) {
  return registerResource<Course>(app, handle, coursesResource, {
    permission: 'courses',
    schemas: {
      item: CourseSchema,
      create: CourseCreateSchema,
      update: CourseUpdateSchema,
      filters: CourseFiltersSchema,
    },
    repo: {
      keptBy: keptByApplications('course'),
      table: 'courses',
      searchable: ['title', 'shortDesc', 'tags'],
      booleans: ['domestic', 'visible'],
      lists: ['syllabus', 'prerequisites', 'tags'],
      equal: ['domestic', 'level', 'mode', 'visible'],
    },
    notFoundMessage: MESSAGES.courses.notFound,
    images,
    count: true,
    publicWhen: 'visible',
  });
}
