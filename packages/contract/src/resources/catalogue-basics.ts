// Plain values of the catalogue and website-content resources (countries, places, courses,
// colleges, intakes, services, blog, gallery), apart
// from their schemas: their list screens import these without loading zod, which comes with
// the create/edit form (resources/<name>.ts build the schemas and re-export these).
import type { ListEnvelope } from '../common/list';

/** The one country the agency may never delete (spec §5), in any letter case. */
export const isProtectedCountry = (name: string) => name.trim().toLowerCase() === 'india';

export const countriesResource = {
  name: 'countries',
  path: '/countries',
  envelope: { items: 'data', count: 'count' } satisfies ListEnvelope,
  sortable: ['name', 'code', 'isoCode', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;

export const servicesResource = {
  name: 'services',
  path: '/services',
  envelope: { items: 'data', count: 'total' } satisfies ListEnvelope,
  sortable: ['title', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;

export const BLOG_DEFAULT_AUTHOR = 'admin';

/** Lists answer `{data, total}` (spec §3); `?deleted=true` lists the trash (editors only). */
export const blogResource = {
  name: 'blog',
  path: '/blog',
  envelope: { items: 'data', count: 'total' } satisfies ListEnvelope,
  sortable: ['title', 'link', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;

export const galleryResource = {
  name: 'gallery',
  path: '/gallery',
  envelope: { items: 'data', count: 'total' } satisfies ListEnvelope,
  sortable: ['date', 'title', 'createdAt', 'updatedAt'],
  defaultSort: 'date',
} as const;

export const statesResource = {
  name: 'states',
  path: '/states',
  envelope: { items: 'data', count: 'count' } satisfies ListEnvelope,
  sortable: ['name', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;

export const INTAKE_STATUSES = ['open', 'closed'] as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const intakesResource = {
  name: 'intake',
  path: '/intake',
  envelope: { items: 'data', count: 'count' } satisfies ListEnvelope,
  sortable: ['deadlineDate', 'intakeYear', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;

export const STUDY_LEVELS = ['Graduate', 'Postgraduate', 'Diploma', 'PhD'] as const;

export const COURSE_MODES = ['online', 'offline', 'hybrid'] as const;

export const coursesResource = {
  name: 'courses',
  path: '/courses',
  envelope: { items: 'data', count: 'count' } satisfies ListEnvelope,
  sortable: ['title', 'level', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;

export const COLLEGE_CATEGORIES = STUDY_LEVELS;
export const COLLEGE_STATUSES = ['new', 'recommended', 'popular', 'regular'] as const;

export const collegesResource = {
  name: 'college',
  path: '/college',
  envelope: { items: 'colleges', count: 'total', paged: true } satisfies ListEnvelope,
  sortable: ['name', 'status', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;
