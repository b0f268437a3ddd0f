import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIMS_PATH,
  ClaimPaymentCreateSchema,
  ClaimSchema,
  ClaimSentSchema,
  IdParamsSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import { requireAuth } from '../../plugins/auth';
import type { ClaimService } from './claims.service';

/** What is done with a claim once made: its PDF, sending it, the college's payments. */
export function claimMoneyRoutes(parent: FastifyInstance, svc: ClaimService) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['claims'];
  const write = { access: PERMISSIONS.claims.write };
  const one = `${CLAIMS_PATH}/:id`;

  app.get(
    `${one}/pdf`,
    {
      config: { access: PERMISSIONS.claims.read },
      schema: {
        tags,
        summary: 'A claim as a PDF',
        params: IdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const { claim, bytes } = await svc.pdf(req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${claim.number}.pdf"`)
        .send(bytes);
    },
  );
  app.post(
    `${one}/send`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Mail the claim to the college's claims contact, its PDF attached (a draft is sent)",
        params: IdParamsSchema,
        response: { 202: ClaimSentSchema },
      },
    },
    async (req, reply) => reply.status(202).send(await svc.send(req.params.id)),
  );

  app.post(
    `${one}/payments`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Record a payment from the college, spread over the lines: answers the claim',
        params: IdParamsSchema,
        body: ClaimPaymentCreateSchema,
        response: { 201: ClaimSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await svc.pay(req.params.id, requireAuth(req).user._id, req.body)),
  );
}
