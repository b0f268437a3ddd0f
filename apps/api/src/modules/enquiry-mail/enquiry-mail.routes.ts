import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EnquiryMailSchema,
  EnquiryMailSentSchema,
  IdParamsSchema,
  PERMISSIONS,
  enquiriesResource,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { requireAuth } from '../../plugins/auth';
import { viewerOf } from '../applications/applications.access';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { createEnquiryMail } from './enquiry-mail';

/** POST /enquiries/:id/emails: a counsellor writes to the student from the record. */
export function enquiryMailRoutes(
  parent: FastifyInstance,
  deps: { db: Db; enquiries: EnquiriesRepository },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const mail = createEnquiryMail(deps.db, deps.enquiries);
  app.post(
    `${enquiriesResource.path}/:id/emails`,
    {
      config: { access: PERMISSIONS.enquiries.write },
      schema: {
        tags: ['enquiries'],
        summary: 'E-mail the student from the record (counts as a contact)',
        description:
          'Subject and body are merged with the student’s values ({{firstName}} …) and sent through the outbox, Reply-To the writer, plain text with a simple HTML version. The mail is a line of the timeline and a contact: the speed-to-lead clock stops. 400 when the student has no e-mail address; 404 for an enquiry the caller may not work.',
        params: IdParamsSchema,
        body: EnquiryMailSchema,
        response: { 201: EnquiryMailSentSchema },
      },
    },
    async (req, reply) => {
      const line = await mail.send(viewerOf(requireAuth(req)), req.params.id, req.body);
      return reply.status(201).send(line);
    },
  );
}
