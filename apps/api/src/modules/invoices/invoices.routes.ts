import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  INVOICES_PATH,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceSchema,
  InvoiceSentSchema,
  PaymentCreateSchema,
  PERMISSIONS,
  ReceiptParamsSchema,
  ReceiptSchema,
} from '@studydesk/contract';
import { requireAuth } from '../../plugins/auth';
import { invoiceViewer } from './invoices.access';
import type { InvoiceService } from './invoices.service';

/** Invoices across students (the overdue list), one invoice, its PDF, and its payments. */
export function invoicesRoutes(parent: FastifyInstance, svc: InvoiceService) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const read = { access: PERMISSIONS.invoices.read };
  const one = `${INVOICES_PATH}/:id`;

  app.get(
    INVOICES_PATH,
    {
      config: read,
      schema: {
        tags,
        summary: 'Invoices, newest first (status=overdue: an instalment is past due and unpaid)',
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema },
      },
    },
    (req) => svc.reads.list(invoiceViewer(req), req.query),
  );
  app.get(
    one,
    {
      config: read,
      schema: {
        tags,
        summary: 'An invoice',
        params: IdParamsSchema,
        response: { 200: InvoiceSchema },
      },
    },
    (req) => svc.reads.detail(invoiceViewer(req), req.params.id),
  );
  app.get(
    `${one}/pdf`,
    {
      config: read,
      schema: {
        tags,
        summary: 'An invoice as a PDF',
        params: IdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const { inv, bytes } = await svc.pdf(invoiceViewer(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${inv.number}.pdf"`)
        .send(bytes);
    },
  );
  app.get(
    `${one}/receipts/:receipt/pdf`,
    {
      config: read,
      schema: {
        tags,
        summary: "A payment's numbered receipt as a PDF (as mailed to the student)",
        params: ReceiptParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const { id, receipt } = req.params;
      const { r, bytes } = await svc.receiptPdf(invoiceViewer(req), id, receipt);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${r.number}.pdf"`)
        .send(bytes);
    },
  );
  app.post(
    `${one}/payments`,
    {
      config: { access: PERMISSIONS.invoicePayments.write },
      schema: {
        tags,
        summary: 'Record a payment: answers its numbered receipt',
        params: IdParamsSchema,
        body: PaymentCreateSchema,
        response: { 201: ReceiptSchema },
      },
    },
    async (req, reply) => {
      const by = requireAuth(req).user._id;
      const receipt = await svc.pay(invoiceViewer(req), req.params.id, by, req.body);
      return reply.status(201).send(receipt);
    },
  );
  app.post(
    `${one}/send`,
    {
      config: { access: PERMISSIONS.invoices.write },
      schema: {
        tags,
        summary: 'Mail the invoice to the student, its PDF attached (through the outbox)',
        params: IdParamsSchema,
        response: { 202: InvoiceSentSchema },
      },
    },
    async (req, reply) => reply.status(202).send(await svc.send(invoiceViewer(req), req.params.id)),
  );
}
