import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIMS_PATH,
  ClaimLineParamsSchema,
  ClaimSchema,
  CreditNoteCreateSchema,
  LineMoveSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import { requireAuth } from '../../plugins/auth';
import type { ClaimService } from './claims.service';

/** A line of a claim after a student withdrew (credited) or deferred (moved). */
export function claimLineRoutes(parent: FastifyInstance, svc: ClaimService) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['claims'];
  const config = { access: PERMISSIONS.claims.write };
  const line = `${CLAIMS_PATH}/:id/lines/:line`;

  app.post(
    `${line}/credit`,
    {
      config,
      schema: {
        tags,
        summary: "Credit a withdrawn student's line: a numbered credit note (answers the claim)",
        params: ClaimLineParamsSchema,
        body: CreditNoteCreateSchema,
        response: { 201: ClaimSchema },
      },
    },
    async (req, reply) => {
      const { id, line: l } = req.params;
      const by = requireAuth(req).user._id;
      return reply.status(201).send(await svc.credit(id, l, req.body.reason, by));
    },
  );
  app.post(
    `${line}/move`,
    {
      config,
      schema: {
        tags,
        summary: "Move a deferred student's line, and their application, to the new intake",
        params: ClaimLineParamsSchema,
        body: LineMoveSchema,
        response: { 200: ClaimSchema },
      },
    },
    (req) => svc.move(req.params.id, req.params.line, req.body.intake, requireAuth(req).user._id),
  );
}
