import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_BASE,
  EnquiryIntakesQuerySchema,
  EnquiryIntakesSchema,
  IdParamsSchema,
  LeadSourcesQuerySchema,
  LeadSourcesSchema,
  MESSAGES,
  PERMISSIONS,
  WebsiteFormSettingsSchema,
  enquiriesResource,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { intakesForEnquiry } from '../enquiries/enquiries.intakes';
import { liveEnquiry } from '../enquiries/enquiries.live';
import { BACK_SCRIPT, BACK_SCRIPT_PATH } from './form-post-html';
import { leadSources } from './lead-sources';

type Deps = { db: Db; origins: string[] };

/** Web-to-lead: the admin's website form screen, leads by source, intakes by interest. */
export function webToLeadRoutes(parent: FastifyInstance, { db, origins }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const readEnquiries = { access: PERMISSIONS.enquiries.read };

  app.get(
    '/settings/website-form',
    {
      config: { access: PERMISSIONS.settings.write },
      schema: {
        tags: ['web-to-lead'],
        summary: 'Which other sites may post the public forms (PUBLIC_FORM_ORIGINS)',
        response: { 200: WebsiteFormSettingsSchema },
      },
    },
    () => ({ origins }),
  );

  app.get(
    BACK_SCRIPT_PATH.slice(API_BASE.length),
    {
      config: { access: 'public' },
      schema: {
        tags: ['web-to-lead'],
        summary:
          'The script of the plain form’s "what to fix" page: its Back link keeps the answers',
      },
    },
    (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(BACK_SCRIPT),
  );

  app.get(
    '/dashboard/sources',
    {
      config: readEnquiries,
      schema: {
        tags: ['dashboard'],
        summary: 'Enquiries and conversion by UTM source and by campaign, received from … to',
        querystring: LeadSourcesQuerySchema,
        response: { 200: LeadSourcesSchema },
      },
    },
    (req) => leadSources(db, req.query),
  );

  app.get(
    `${enquiriesResource.path}/:id/intakes`,
    {
      config: readEnquiries,
      schema: {
        tags: ['enquiries'],
        summary: 'Open intakes matching an enquiry’s interest, soonest deadline first',
        params: IdParamsSchema,
        querystring: EnquiryIntakesQuerySchema,
        response: { 200: EnquiryIntakesSchema },
      },
    },
    async (req) => {
      const live = await liveEnquiry(db, req.params.id);
      if (!live) throw notFound(MESSAGES.enquiries.notFound);
      const today = req.query.today ?? now().slice(0, 10);
      return { data: await intakesForEnquiry(db, req.params.id, today) };
    },
  );
}
