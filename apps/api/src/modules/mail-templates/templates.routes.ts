import { bookingLink } from '../auto-mail/links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACKNOWLEDGEMENT_PATH,
  AcknowledgementSchema,
  AcknowledgementUpdateSchema,
  IdParamsSchema,
  MAIL_TEMPLATES_PATH,
  MailPreviewBodySchema,
  MailPreviewSchema,
  MailTemplateCreateSchema,
  MailTemplateListSchema,
  MailTemplateSchema,
  MailTemplateUpdateSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { mergeMail } from '../mail/merge';
import { agencyName, enquiryFields, SAMPLE_FIELDS, studentLinkPreview } from './merge-values';
import { createTemplatesStore, TEMPLATE_NOT_FOUND as NOT_FOUND } from './templates.store';

/**
 * Mail templates: all staff read them (the compose dialog lists them), admins keep
 * them; a preview merges a subject and body before they are saved or sent; the
 * acknowledgement's own template and on/off.
 */
export function mailTemplatesRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const store = createTemplatesStore(db);
  const tags = ['mail'];
  const read = { access: PERMISSIONS.mailTemplates.read };
  const write = { access: PERMISSIONS.mailTemplates.write };
  const path = MAIL_TEMPLATES_PATH;

  app.get(
    path,
    {
      config: read,
      schema: {
        tags,
        summary: 'Mail templates, by name',
        response: { 200: MailTemplateListSchema },
      },
    },
    async () => {
      const data = await store.list();
      return { data, total: data.length };
    },
  );
  app.post(
    path,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a mail template',
        body: MailTemplateCreateSchema,
        response: { 201: MailTemplateSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await store.create(req.body)),
  );
  app.patch(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a mail template',
        params: IdParamsSchema,
        body: MailTemplateUpdateSchema,
        response: { 200: MailTemplateSchema },
      },
    },
    async (req) =>
      (await store.update(req.params.id, req.body)) ?? Promise.reject(notFound(NOT_FOUND)),
  );
  app.delete(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a mail template',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      if (!(await store.remove(req.params.id))) throw notFound(NOT_FOUND);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${path}/preview`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A subject and body merged as they would arrive (an enquiry’s values, or samples)',
        body: MailPreviewBodySchema,
        response: { 200: MailPreviewSchema },
      },
    },
    async (req) => {
      const { subject, body, enquiry } = req.body;
      const fields = enquiry
        ? await enquiryFields(db, enquiry, requireAuth(req).user)
        : { ...SAMPLE_FIELDS, agencyName: await agencyName(db), bookingLink: bookingLink() };
      if (!fields) throw notFound('Enquiry not found');
      return mergeMail({ subject, body }, { ...fields, studentLink: studentLinkPreview() });
    },
  );

  app.get(
    ACKNOWLEDGEMENT_PATH,
    {
      config: read,
      schema: {
        tags,
        summary: 'The acknowledgement a public enquirer gets',
        response: { 200: AcknowledgementSchema },
      },
    },
    () => store.acknowledgement(),
  );
  app.put(
    ACKNOWLEDGEMENT_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change the acknowledgement (on/off, subject, body)',
        body: AcknowledgementUpdateSchema,
        response: { 200: AcknowledgementSchema },
      },
    },
    (req) => store.setAcknowledgement(req.body, requireAuth(req).user._id),
  );
}
