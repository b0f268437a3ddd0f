import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIMABLE_PATH,
  ClaimableListSchema,
  ClaimableQuerySchema,
  CLAIMS_PATH,
  ClaimCreateSchema,
  ClaimListQuerySchema,
  ClaimListSchema,
  ClaimSchema,
  ClaimUpdateSchema,
  IdParamsSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import { requireAuth } from '../../plugins/auth';
import type { ClaimService } from './claims.service';

/** The claims: list (and the to-chase list), what is claimable, make one, read one, move it. */
export function claimsRoutes(parent: FastifyInstance, svc: ClaimService) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['claims'];
  const read = { access: PERMISSIONS.claims.read };
  const write = { access: PERMISSIONS.claims.write };
  const one = `${CLAIMS_PATH}/:id`;

  app.get(
    CLAIMS_PATH,
    {
      config: read,
      schema: {
        tags,
        summary: 'Claims to colleges, newest first (status=to-chase: sent, unpaid, due a chase)',
        querystring: ClaimListQuerySchema,
        response: { 200: ClaimListSchema },
      },
    },
    (req) => svc.reads.list(req.query),
  );
  app.get(
    CLAIMABLE_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: "A college's enrolled students with commission to claim today, not claimed yet",
        querystring: ClaimableQuerySchema,
        response: { 200: ClaimableListSchema },
      },
    },
    async (req) => ({ data: await svc.claimable(req.query.college) }),
  );
  app.post(
    CLAIMS_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: "Claim a college's commission for enrolled students (their claimable instalments)",
        body: ClaimCreateSchema,
        response: { 201: ClaimSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await svc.create(req.body, requireAuth(req).user._id)),
  );
  app.get(
    one,
    {
      config: read,
      schema: { tags, summary: 'A claim', params: IdParamsSchema, response: { 200: ClaimSchema } },
    },
    (req) => svc.reads.detail(req.params.id),
  );
  app.patch(
    one,
    {
      config: write,
      schema: {
        tags,
        summary: 'Move a claim: draft → sent, or written off with a reason',
        params: IdParamsSchema,
        body: ClaimUpdateSchema,
        response: { 200: ClaimSchema },
      },
    },
    (req) => svc.update(req.params.id, req.body),
  );
}
