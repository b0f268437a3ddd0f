import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@studydesk/contract';
import { AppError } from '../lib/errors';
import { formShapeOf, normaliseFormBody } from '../lib/form-body';
import { readMultipart } from '../lib/multipart-body';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** Files of a multipart request by field name (non-empty ones only); null when none. */
    uploads: Record<string, Buffer> | null;
    /** The client's file name of each of `uploads` (display only, never a path to use). */
    uploadNames: Record<string, string> | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * The route takes files; elsewhere file parts are read past and never kept in memory. A
     * route may set its own size limit and message (documents: DOCUMENT_MAX_BYTES).
     */
    uploads?: boolean | UploadLimit;
  }
}

/** A route's own limit on each file, and the 413 it answers over it. */
export type UploadLimit = { maxBytes: number; tooLarge: AppError };

const MULTIPART = Symbol('multipart');
type Marked = { [MULTIPART]?: true };

/**
 * Multipart bodies (spec §3, §7) arrive as plain key/value bodies, normalised to what the JSON
 * schema expects (lib/form-body), so the same zod schema validates a JSON and a multipart
 * request. Files are kept apart on `req.uploads`, capped at UPLOAD_MAX_BYTES (413). A body
 * without a boundary, or cut off before its end, is a 400.
 */
export const multipartPlugin = fp((app: FastifyInstance, opts: { maxFileBytes: number }) => {
  const tooLarge = new AppError(
    413,
    'payload_too_large',
    `${MESSAGES.uploads.tooLarge}: the limit is ${(opts.maxFileBytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`,
  );
  app.decorateRequest('uploads', null);
  app.decorateRequest('uploadNames', null);
  // The body is read in preValidation, once the route (and whether it takes files) is known.
  app.addContentTypeParser('multipart/form-data', (req, _payload, done) => {
    (req as Marked)[MULTIPART] = true;
    done(null);
  });
  app.addHook('preValidation', async (req) => {
    if (!(req as Marked)[MULTIPART]) return;
    const uploads = req.routeOptions.config.uploads;
    const own = typeof uploads === 'object' ? uploads : null;
    const { fields, files, fileNames } = await readMultipart(req.raw, {
      maxFileBytes: own?.maxBytes ?? opts.maxFileBytes,
      keepFiles: uploads !== undefined && uploads !== false,
      tooLarge: own?.tooLarge ?? tooLarge,
    });
    if (Object.keys(files).length > 0) {
      req.uploads = files;
      req.uploadNames = fileNames;
    }
    req.body = normaliseFormBody(fields, formShapeOf(req.routeOptions.schema?.body));
  });
});
