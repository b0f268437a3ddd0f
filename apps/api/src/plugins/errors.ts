import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiError } from '@studydesk/contract';
import { AppError } from '../lib/errors';

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function fieldErrorsOf(err: FastifyError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of err.validation ?? []) {
    const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    out[key] ??= v.message ?? 'Invalid value';
  }
  return out;
}

/**
 * What the router refuses before any route runs (a URL that is not valid, a path segment over
 * the router's length), in the same `{ message, error }` shape as every other error: Fastify's
 * own body repeated the path and named its internal code.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const long = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiError = long
    ? { message: 'The address is too long', error: 'uri_too_long' }
    : { message: 'The address is not valid', error: 'bad_request' };
  req.log.info({ status: long ? 414 : 400, error: err.code }, body.message);
  void reply.status(long ? 414 : 400).send(body);
}

/** One place that shapes every error body (ARCHITECTURE §4); 5xx never show internals. */
export const errorsPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status = err.statusCode ?? 500;
    let body: ApiError;
    if (err instanceof AppError) {
      body = { message: err.message, error: err.code };
      if (err.retryAfter) void reply.header('retry-after', String(err.retryAfter));
      if (err.fieldErrors) body.fieldErrors = err.fieldErrors;
      if (err.extra) body = { ...err.extra, ...body };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      body = { message: MESSAGES.validation, error: 'validation', fieldErrors: fieldErrorsOf(err) };
    } else if (status < 500) {
      body = { message: err.message, error: CODES[status] ?? 'bad_request' };
    } else {
      req.log.error({ err }, 'request failed');
      status = 500;
      body = { message: MESSAGES.generic, error: 'internal' };
    }
    if (status >= 400 && status < 500) req.log.info({ status, error: body.error }, body.message);
    return reply.status(status).send(body);
  });
});
