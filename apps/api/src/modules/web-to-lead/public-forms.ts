import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { normaliseFormBody, type ObjectSchema } from '../../lib/form-body';
import { formPostPage, wantsPage } from './form-post-pages';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * A public form (the enquiry form, the call request): other sites listed in
     * PUBLIC_FORM_ORIGINS may post it (CORS), and a plain HTML form may post it urlencoded.
     * The schema normalises such a post's text values (a ticked box is "on").
     */
    publicForm?: ObjectSchema;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** A plain HTML form's post: where to send the browser after it (a hidden `redirect`). */
    formPost: { redirect: string | undefined } | null;
  }
}

const URLENCODED = 'application/x-www-form-urlencoded';
const PREFLIGHT_MAX_AGE = '600';

/** Multipart without a staff token (the multipart plugin has read it into `req.body`). */
const isVisitorMultipart = (req: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '') &&
  req.headers.authorization === undefined &&
  typeof req.body === 'object' &&
  req.body !== null;

const unsupported = () =>
  new AppError(
    415,
    'unsupported_media_type',
    'Send the request body as JSON or multipart/form-data',
  );

/**
 * Web-to-lead. Only the routes marked `publicForm` answer other origins, and only
 * those in `origins`; every other route stays same-origin (no CORS headers, urlencoded is 415).
 * A urlencoded post that names a `redirect` on an allowed origin is answered with a 303 there;
 * any other plain form post from a browser gets a page to read (what to fix, or thanks).
 */
export const publicFormsPlugin = fp(
  (app: FastifyInstance, opts: { origins: string[]; paths: string[] }) => {
    const allowed = new Set(opts.origins);
    const allowedUrl = (v: string | undefined) => {
      const url = v ? URL.parse(v) : null;
      return url && allowed.has(url.origin) ? url.href : undefined;
    };
    const allow = (req: FastifyRequest) => {
      const origin = req.headers.origin;
      return origin !== undefined && allowed.has(origin) ? origin : undefined;
    };

    app.decorateRequest('formPost', null);
    app.addContentTypeParser(URLENCODED, { parseAs: 'string' }, (req, body, done) => {
      const fields: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(body as string)) fields[k] = v;
      const { redirect, ...rest } = fields;
      req.formPost = { redirect };
      done(null, rest);
    });

    app.addHook('onRequest', async (req, reply) => {
      if (!req.routeOptions.config.publicForm) return;
      const origin = allow(req);
      reply.header('vary', 'Origin');
      if (origin) reply.header('access-control-allow-origin', origin);
    });

    app.addHook('preValidation', (req, _reply, done) => {
      const schema = req.routeOptions.config.publicForm;
      // A visitor's multipart post (a form with enctype="multipart/form-data", or a script's
      // FormData) is a form post too: its redirect, and its page from the Referer.
      if (!req.formPost && schema && isVisitorMultipart(req)) {
        const { redirect, ...rest } = req.body as Record<string, unknown>;
        req.formPost = { redirect: typeof redirect === 'string' ? redirect : undefined };
        req.body = rest;
      }
      if (!req.formPost) return done();
      if (!schema) return done(unsupported());
      const body = normaliseFormBody(req.body as Record<string, unknown>, schema);
      // A plain form's page is the one it was posted from, as far as the browser says.
      const referer = req.headers.referer;
      if (
        body.pageUrl === undefined &&
        referer &&
        referer.length <= 2000 &&
        /^https?:\/\//i.test(referer)
      )
        body.pageUrl = referer;
      req.body = body;
      done();
    });

    app.addHook('onSend', async (req, reply, payload) => {
      if (!req.routeOptions.config.publicForm) return payload;
      const to = allowedUrl(req.formPost?.redirect);
      if (to && reply.statusCode === 201) {
        reply.code(303).header('location', to).removeHeader('content-type');
        return '';
      }
      // A visitor's browser posted a plain form: a page to read, never the API's JSON.
      if (!wantsPage(req)) return payload;
      return formPostPage(req, reply, payload, allowedUrl(req.headers.referer)) ?? payload;
    });

    // The browser asks before a cross-origin JSON post (a "preflight").
    for (const url of opts.paths)
      app.options(
        url,
        {
          config: { access: 'public' },
          schema: {
            tags: ['web-to-lead'],
            summary: 'Preflight of a cross-origin post from a site in PUBLIC_FORM_ORIGINS',
          },
        },
        async (req, reply) => {
          const origin = allow(req);
          reply.header('vary', 'Origin');
          if (origin)
            reply.headers({
              'access-control-allow-origin': origin,
              'access-control-allow-methods': 'POST',
              'access-control-allow-headers': 'content-type',
              'access-control-max-age': PREFLIGHT_MAX_AGE,
            });
          return reply.code(204).send();
        },
      );
  },
);
