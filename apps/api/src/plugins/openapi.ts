import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { apiErrorComponent, responsesOf, operationIdOf } from './openapi-operations';

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

/** Spec §7 paths that overlap others as templates (redocly's no-ambiguous-paths), kept as spelled. */
export const FIXED_PATHS = [
  '/api/enquiries/status/{id}',
  '/api/followUp/enqId/{enquiryId}',
  '/api/intake/hard/{id}',
  '/api/gallery/soft/{id}',
];

/**
 * The document at /api/docs says what the API enforces: every operation needs a bearer session
 * token (POST /api/users/login gives one) except the public ones, which say `security: []`; each
 * has a stable operationId and its 4xx answers (./openapi-operations), for client generators.
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const { route } = input;
  const method = [route.method].flat()[0] ?? 'GET';
  const own = schema as { summary?: string; response?: Record<string, unknown> } | undefined;
  const summary = own?.summary ?? SUMMARIES[`${method} ${route.url}`];
  const open = route.config?.access === 'public';
  return {
    url,
    schema: {
      ...own,
      summary,
      operationId: operationIdOf(method, route.url),
      response: responsesOf(route, own?.response),
      ...(open ? { security: [] } : {}),
    },
  };
};

const document: Partial<OpenAPIV3_1.Document> = {
  // 3.1: a nullable field is `anyOf: [..., { type: 'null' }]`, plain JSON Schema, which zod
  // writes as it is (3.0's `nullable: true` beside an `anyOf` has no type to apply to).
  openapi: '3.1.0',
  // Relative: the document describes the server that serves it, whatever its address.
  servers: [{ url: '/' }],
  info: {
    title: 'StudyDesk API',
    version: '1.0.0',
    description:
      'Sign in with POST /api/users/login (JSON {email, password} or HTTP Basic); send the token it returns as `Authorization: Bearer <token>`. Every error answers `{message, error, fieldErrors?}` (ApiError).\n\n' +
      `Four paths keep the spelling of the API that StudyDesk replaces (spec §7), a fixed word before the id: ${FIXED_PATHS.map((p) => `\`${p}\``).join(', ')}. As templates they overlap others (\`/api/enquiries/{id}/history\`…), but a fixed segment always wins over a parameter: \`status\`, \`enqId\`, \`hard\` and \`soft\` are never read as ids.`,
    // StudyDesk is not published under an open licence: the agency that runs it keeps every right.
    license: {
      name: 'Proprietary (UNLICENSED)',
      identifier: 'LicenseRef-StudyDesk-Proprietary',
    },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: { ApiError: apiErrorComponent },
  },
  security: [{ bearer: [] }],
};

export async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: document,
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
