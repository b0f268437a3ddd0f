import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GlobalSearchQuerySchema,
  GlobalSearchSchema,
  can,
  type College,
  type Contact,
  type Course,
  type Enquiry,
  type PermissionResource,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@studydesk/contract';
import type { Repository, Row } from '../../lib/crud/repository';
import { requireAuth } from '../../plugins/auth';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';

type Repo<T extends Row> = Pick<Repository<T, Row, Row>, 'list'>;
export type SearchSources = {
  enquiries: EnquiriesRepository;
  contacts: Repo<Contact>;
  colleges: Repo<College>;
  courses: Repo<Course>;
};

const line = (...parts: (string | null | undefined)[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ') || null;

/**
 * Each group: who may read it, where it comes from, and how a record reads as a hit. A group
 * matches as its list page does for the same `q` (so its total is what "See all" opens on):
 * people newest first, the catalogue A to Z by name or title.
 */
function groups(s: SearchSources) {
  const group = <T extends Row>(
    kind: SearchKind,
    permission: PermissionResource,
    repo: Repo<T>,
    hit: (x: T) => Omit<SearchHit, 'kind' | 'id'>,
    /** Catalogue lookups: alphabetical by this column. */
    byName?: string,
  ) => ({
    permission,
    async find(q: string, limit: number): Promise<SearchGroup> {
      const order = byName ? { sort: byName, order: 'asc' as const } : { order: 'desc' as const };
      const { items, total } = await repo.list({ q, page: 1, limit, ...order });
      const hits = items.map((x) => ({ kind, id: String(x._id), ...hit(x) }));
      return { kind, items: hits, more: total > hits.length, total };
    },
  });
  return [
    group<Enquiry>('enquiry', 'enquiries', s.enquiries, (e) => ({
      label: `${e.fName} ${e.lName}`,
      secondary: line(e.enqNo, e.mobile, e.email, e.status),
    })),
    group<Contact>('contact', 'contacts', s.contacts, (c) => ({
      label: c.name,
      secondary: line(c.mobile, c.email, c.status),
    })),
    group<College>(
      'college',
      'colleges',
      s.colleges,
      (c) => ({
        label: c.name,
        secondary: line(c.stateName, c.countryName),
      }),
      'name',
    ),
    group<Course>(
      'course',
      'courses',
      s.courses,
      (c) => ({
        label: c.title,
        secondary: line(c.level, c.duration),
      }),
      'title',
    ),
  ];
}

/** GET /search?q=: the header's search, one request, grouped, only what the caller may read. */
export function searchRoutes(parent: FastifyInstance, sources: SearchSources) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const all = groups(sources);
  app.get(
    '/search',
    {
      config: { access: 'session' },
      schema: {
        tags: ['search'],
        summary:
          'Find enquiries, call requests, colleges and courses by name, phone, e-mail or number',
        querystring: GlobalSearchQuerySchema,
        response: { 200: GlobalSearchSchema },
      },
    },
    async (req) => {
      const role = requireAuth(req).user.userType;
      const { q, limit } = req.query;
      const mine = all.filter((g) => can(role, g.permission, 'read'));
      const found: SearchGroup[] = [];
      // One after another: on SQLite they share one connection anyway.
      for (const g of mine) found.push(await g.find(q, limit));
      return { groups: found };
    },
  );
}
