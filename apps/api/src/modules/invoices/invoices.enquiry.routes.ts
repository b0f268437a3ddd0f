import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  InvoiceCreateSchema,
  InvoiceListSchema,
  InvoiceSchema,
  MESSAGES,
  PERMISSIONS,
  enquiriesResource,
} from '@studydesk/contract';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { assertMayInvoice, invoiceViewer } from './invoices.access';
import type { InvoiceService } from './invoices.service';

/** The most invoices one student's list shows (every one, in practice). */
const PER_STUDENT = 100;

/** A student's invoices, on their record; admins, managers and the student's counsellor invoice them. */
export function invoicesOfEnquiryRoutes(parent: FastifyInstance, svc: InvoiceService) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const path = `${enquiriesResource.path}/:id/invoices`;
  const live = async (id: string) => {
    const found = await svc.liveEnquiry(id);
    if (!found) throw notFound(MESSAGES.enquiries.notFound);
    return found;
  };

  app.get(
    path,
    {
      config: { access: PERMISSIONS.invoices.read },
      schema: {
        tags,
        summary: "A student's invoices, newest first",
        params: IdParamsSchema,
        response: { 200: InvoiceListSchema },
      },
    },
    async (req) => {
      await live(req.params.id);
      const query = { enquiry: req.params.id, page: 1, limit: PER_STUDENT };
      return svc.reads.list(invoiceViewer(req), query);
    },
  );
  app.post(
    path,
    {
      config: { access: PERMISSIONS.invoices.write },
      schema: {
        tags,
        summary: 'Invoice a student (amounts in the invoice currency; tax in percent per line)',
        params: IdParamsSchema,
        body: InvoiceCreateSchema,
        response: { 201: InvoiceSchema },
      },
    },
    async (req, reply) => {
      const student = await live(req.params.id);
      assertMayInvoice(invoiceViewer(req), student.assignedTo);
      const id = await svc.create(req.params.id, requireAuth(req).user._id, req.body);
      return reply.status(201).send(await svc.reads.detail(invoiceViewer(req), id));
    },
  );
}
