import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Summaries of the older enquiry and follow-up routes, which do not carry their own yet; a
 * summary in the route's own schema (as every newer route has) takes precedence.
 */
const SUMMARIES: Record<string, string> = {
  'POST /api/enquiries': 'Send an enquiry (the public form)',
  'PUT /api/enquiries/:id': 'Update an enquiry',
  'PUT /api/enquiries/status/:id': 'Change the status of an enquiry',
  'GET /api/enquiries/:id/history': 'Status history of an enquiry',
  'GET /api/enquiries/total/count': 'Count enquiries',
  'GET /api/enquiries/export': 'Export enquiries as CSV (the list filters apply)',
  'POST /api/followUp': 'Record a follow-up of an enquiry',
  'PUT /api/followUp/:id': 'Update a follow-up',
  'GET /api/followUp/enqId/:enquiryId': 'Follow-ups of one enquiry',
};

/**
 * The document at /api/docs says what the API enforces: every operation needs a bearer session
 * token (POST /api/users/login gives one) except the public ones, which say `security: []`.
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const { route } = input;
  const method = [route.method].flat()[0];
  const own = schema as { summary?: string } | undefined;
  const summary = own?.summary ?? SUMMARIES[`${method} ${route.url}`];
  const open = route.config?.access === 'public';
  return { url, schema: { ...own, summary, ...(open ? { security: [] } : {}) } };
};

export async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'StudyDesk API',
        version: '1.0.0',
        description:
          'Sign in with POST /api/users/login (JSON {email, password} or HTTP Basic); send the token it returns as `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
