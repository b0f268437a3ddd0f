import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MESSAGES } from '@studydesk/contract';
import { AppError } from '../lib/errors';
import { normaliseFormBody, type ObjectSchema } from '../lib/form-body';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** Files of a multipart request by field name (non-empty ones only); null when none. */
    uploads: Record<string, Buffer> | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** The route takes files; elsewhere file parts are read past and never kept in memory. */
    uploads?: boolean;
  }
}

const isObjectSchema = (s: unknown): s is ObjectSchema =>
  typeof s === 'object' && s !== null && 'shape' in s;

/**
 * Multipart bodies (spec §3, §7) arrive as plain key/value bodies, normalised to what the JSON
 * schema expects (lib/form-body), so the same zod schema validates a JSON and a multipart
 * request. Files are kept apart on `req.uploads`, capped at UPLOAD_MAX_BYTES (413).
 */
export const multipartPlugin = fp(async (app: FastifyInstance, opts: { maxFileBytes: number }) => {
  const tooLarge = new AppError(
    413,
    'payload_too_large',
    `${MESSAGES.uploads.tooLarge}: the limit is ${(opts.maxFileBytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`,
  );
  app.decorateRequest('uploads', null);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: opts.maxFileBytes, files: 5, fields: 200, fieldSize: 200_000 },
    async onFile(this: FastifyRequest, part) {
      if (!this.routeOptions.config.uploads) {
        for await (const _ of part.file); // drained, still capped by fileSize
        return;
      }
      const data = await part.toBuffer().catch((err: unknown) => {
        throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge : err;
      });
      // A browser sends an empty part for a file input left empty: that is "no file".
      if (data.length > 0) this.uploads = { ...this.uploads, [part.fieldname]: data };
    },
  });
  // Runs after the multipart plugin's own preValidation hook has collected the fields.
  app.addHook('preValidation', (req, _reply, done) => {
    const schema = req.routeOptions.schema?.body;
    if (req.isMultipart() && typeof req.body === 'object' && req.body !== null)
      req.body = normaliseFormBody(
        req.body as Record<string, unknown>,
        isObjectSchema(schema) ? schema : undefined,
      );
    done();
  });
});
