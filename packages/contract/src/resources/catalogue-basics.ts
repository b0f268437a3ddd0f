// Plain values of the website-content resources (countries, services, blog, gallery), apart
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
