import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/** The charset a Content-Type names, lower-cased, or undefined. */
export function charsetOf(contentType: string | undefined): string | undefined {
  const m = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '');
  return m ? m[1]!.toLowerCase() : undefined;
}

const UTF8 = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * Every body is read as UTF-8 (JSON, urlencoded and multipart alike): one declared in another
 * charset is 415 before it is parsed, rather than read as other characters than were sent.
 */
export function refuseOtherCharsets(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const charset = charsetOf(req.headers['content-type']);
    if (charset === undefined || UTF8.has(charset)) done();
    else done(new AppError(415, 'unsupported_media_type', 'Send the request body as UTF-8'));
  });
}
