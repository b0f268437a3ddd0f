import type { FastifyError, FastifyInstance } from 'fastify';
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
