import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlsoEnquiredListSchema,
  EnquirySchema,
  IdParamsSchema,
  MESSAGES,
  MergeBodySchema,
  MergedIntoSchema,
  PERMISSIONS,
  enquiriesResource as r,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { mergedInto } from './enquiries.duplicates';
import type { EnquiriesRepository } from './enquiries.repository';

type Deps = { db: Db; repo: EnquiriesRepository; found: <T>(x: T | undefined) => T };

/** The same person's other enquiries, merging two, and where a merged one went. */
export function enquiriesDuplicateRoutes(parent: FastifyInstance, { db, repo, found }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['enquiries'];

  app.post(
    `${r.path}/:id/merge`,
    {
      config: { access: PERMISSIONS.enquiries.write },
      schema: {
        tags,
        summary: 'Merge another enquiry into this one (the other is deleted and points here)',
        params: IdParamsSchema,
        body: MergeBodySchema,
        response: { 200: EnquirySchema },
      },
    },
    async (req) => found(await repo.merge(req.params.id, req.body, requireAuth(req).user._id)),
  );

  app.get(
    `${r.path}/:id/also-enquired`,
    {
      config: { access: PERMISSIONS.enquiries.read },
      schema: {
        tags,
        summary: "The same person's other enquiries (same e-mail or phone), newest first",
        params: IdParamsSchema,
        response: { 200: AlsoEnquiredListSchema },
      },
    },
    async (req) => ({ data: found(await repo.alsoEnquired(req.params.id)) }),
  );

  app.get(
    `${r.path}/:id/merged`,
    {
      config: { access: PERMISSIONS.enquiries.read },
      schema: {
        tags,
        summary: 'The enquiry a merged one was merged into',
        params: IdParamsSchema,
        response: { 200: MergedIntoSchema },
      },
    },
    async (req) => {
      const row = await mergedInto(db, req.params.id);
      if (!row) throw notFound(MESSAGES.enquiries.notFound);
      return row;
    },
  );
}
