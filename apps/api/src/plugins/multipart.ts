import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/**
 * Multipart bodies (spec §3, §7) arrive as plain key/value bodies, so the same zod schema
 * validates a JSON and a multipart request. Files come as Buffers, capped at UPLOAD_MAX_BYTES.
 */
export const multipartPlugin = fp(async (app: FastifyInstance, opts: { maxFileBytes: number }) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: opts.maxFileBytes, files: 5, fields: 200, fieldSize: 100_000 },
  });
});
