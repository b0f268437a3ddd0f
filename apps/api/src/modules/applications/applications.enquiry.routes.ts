import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationListSchema,
  IdParamsSchema,
  MESSAGES,
  PERMISSIONS,
  ShortlistSchema,
  enquiriesResource,
  isoDate,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { requireAuth } from '../../plugins/auth';
import { liveEnquiry } from '../enquiries/enquiries.live';
import { listScope, viewerOf } from './applications.access';
import type { ApplicationsRepository } from './applications.repository';
import { shortlist } from './applications.shortlist';

/** The most applications one student's list shows (every one, in practice). */
const PER_STUDENT = 100;

/** A student's applications and suggested courses, on the enquiry. */
export function applicationsOfEnquiryRoutes(
  app: FastifyInstance,
  { db, repo }: { db: Db; repo: ApplicationsRepository },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: PERMISSIONS.applications.read };
  const tags = ['applications'];
  const path = `${enquiriesResource.path}/:id`;

  typed.get(
    `${path}/applications`,
    {
      config,
      schema: {
        tags,
        summary: "A student's applications, oldest first",
        params: IdParamsSchema,
        response: { 200: ApplicationListSchema },
      },
    },
    async (req) => {
      const e = await liveEnquiry(db, req.params.id);
      if (!e) throw notFound(MESSAGES.enquiries.notFound);
      const { items, total } = await repo.list({
        page: 1,
        limit: PER_STUDENT,
        order: 'asc',
        enquiry: e.id,
        ...listScope(viewerOf(requireAuth(req))),
      });
      return { data: items, total };
    },
  );

  typed.get(
    `${path}/shortlist`,
    {
      config,
      schema: {
        tags,
        summary: 'Courses to suggest to a student, from the catalogue',
        params: IdParamsSchema,
        querystring: z.object({ today: isoDate('Today').optional() }),
        response: { 200: ShortlistSchema },
      },
    },
    async (req) => ({
      data: await shortlist(
        db,
        req.params.id,
        req.query.today ?? now().slice(0, 10),
        viewerOf(requireAuth(req)),
      ),
    }),
  );
}
