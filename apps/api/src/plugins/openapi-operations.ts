import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { API_BASE, ApiErrorSchema } from '@studydesk/contract';

/**
 * What every operation of /api/docs gets from its route, in one place: a stable operationId and
 * the 4xx answers it can give, all with the error shape of ARCHITECTURE §4.
 */

const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));

/**
 * `PUT /api/enquiries/status/:id` → `putEnquiriesStatusById`, `GET /api/enquiries/:id/history` →
 * `getEnquiriesByIdHistory`: the method, then each segment in place (a parameter as `By<Name>`),
 * so two routes never share one and a route keeps its id as long as its path and method.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.replace(new RegExp(`^${API_BASE}/`), '').split('/');
  const parts = segments.flatMap((s) =>
    s.startsWith(':') ? ['By', ...words(s.slice(1))] : s === '*' ? ['Any'] : words(s),
  );
  return method.toLowerCase() + parts.join('');
}

/** The shared error body, once, as components.schemas.ApiError (JSON Schema, as OpenAPI 3.1 is). */
export const apiErrorComponent = z.toJSONSchema(ApiErrorSchema, {
  target: 'draft-2020-12',
}) as OpenAPIV3_1.SchemaObject;
const ref = { $ref: '#/components/schemas/ApiError' };

const error = (description: string, extra: object = {}) => ({
  description,
  content: { 'application/json': { schema: ref } },
  ...extra,
});

const ANSWERS = {
  400: error('The request is malformed or a field is invalid (`fieldErrors` names each field).'),
  401: error('No valid session: sign in with POST /api/users/login and send its bearer token.'),
  403: error("The signed-in user's role may not do this."),
  404: error('No record has that id (or it is in the trash).'),
  429: error('Too many requests: wait the seconds of `Retry-After`.', {
    headers: { 'retry-after': { type: 'string', description: 'Seconds to wait before retrying.' } },
  }),
};

type Responses = Record<string, unknown>;

/**
 * The 4xx answers a route can give, from what it declares: 400 always (a malformed URL or body
 * is refused by every route), 401 unless public, 403 when limited to some roles, 404 when its
 * path names a record, 429 when rate limited. A route's own schema for a code wins; one that
 * declares no success body (a 204 delete, the CSV export, the event stream) is documented as `2XX`.
 */
export function responsesOf(route: RouteOptions, own: Responses | undefined): Responses {
  const access = route.config?.access ?? 'session';
  const codes: (keyof typeof ANSWERS)[] = [400];
  if (access !== 'public') codes.push(401);
  if (Array.isArray(access)) codes.push(403);
  if (route.url.includes('/:')) codes.push(404);
  if (route.config?.rateLimit) codes.push(429);
  const added = Object.fromEntries(codes.map((c) => [c, ANSWERS[c]]));
  const success = Object.keys(own ?? {}).some((code) => code.startsWith('2'))
    ? {}
    : { '2XX': { description: 'Success; the route declares no body schema.' } };
  return { ...success, ...added, ...own };
}
