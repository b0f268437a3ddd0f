import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DIGEST_PREFERENCE_PATH,
  DigestPreferenceSchema,
  UNSUBSCRIBE_PATH,
  UnsubscribeQuerySchema,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { requireAuth } from '../../plugins/auth';
import { digestPreference, ownerOf, setDigest } from './digest.preference';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const wantsHtml = (req: FastifyRequest) => /text\/html/.test(req.headers.accept ?? '');
const NOT_VALID = 'This unsubscribe link is not valid';

/** The morning digest's unsubscribe link (public, by token) and the profile's switch. */
export function digestRoutes(
  parent: FastifyInstance,
  { db, rateLimit }: { db: Db; rateLimit: number },
) {
  const tags = ['mail'];
  // The one-click POST of RFC 8058 comes as a form; its fields say nothing we need.
  const routes = (scoped: FastifyInstance) => {
    scoped.removeContentTypeParser(FORM_TYPES);
    scoped.addContentTypeParser(FORM_TYPES, (_req, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, {}));
      payload.on('error', done);
    });
    const app = scoped.withTypeProvider<ZodTypeProvider>();
    const config = {
      access: 'public' as const,
      rateLimit: { max: rateLimit, timeWindow: '1 minute' },
    };

    app.get(
      UNSUBSCRIBE_PATH,
      {
        config,
        schema: {
          tags,
          summary: 'The digest’s unsubscribe link: a page that asks to confirm',
          querystring: UnsubscribeQuerySchema,
        },
      },
      async (req, reply) => {
        const owner = await ownerOf(db, req.query.token);
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store');
        if (!owner) return reply.code(404).send(invalidPage());
        return reply.send(confirmPage(`${req.url}`, owner.email));
      },
    );

    app.post(
      UNSUBSCRIBE_PATH,
      {
        config,
        schema: {
          tags,
          summary: 'Turn the morning digest off for the person of the token (one-click, RFC 8058)',
          querystring: UnsubscribeQuerySchema,
        },
      },
      async (req, reply) => {
        const owner = await ownerOf(db, req.query.token);
        const html = wantsHtml(req);
        if (html) reply.header('content-type', 'text/html; charset=utf-8');
        if (!owner)
          return html
            ? reply.code(404).send(invalidPage())
            : reply.code(404).send({ message: NOT_VALID, error: 'not_found' });
        await setDigest(db, owner.id, false);
        return html ? reply.send(donePage()) : { message: 'The morning digest is off' };
      },
    );
    return Promise.resolve();
  };
  void parent.register(routes);

  const app = parent.withTypeProvider<ZodTypeProvider>();
  const me = (req: FastifyRequest) => requireAuth(req).user._id;
  const read = (id: string) => digestPreference(db, id);
  app.get(
    DIGEST_PREFERENCE_PATH,
    {
      schema: {
        tags,
        summary: 'Whether you get the morning digest',
        response: { 200: DigestPreferenceSchema },
      },
    },
    (req) => read(me(req)),
  );
  app.put(
    DIGEST_PREFERENCE_PATH,
    {
      schema: {
        tags,
        summary: 'Turn your morning digest on or off',
        body: DigestPreferenceSchema,
        response: { 200: DigestPreferenceSchema },
      },
    },
    async (req) => {
      await setDigest(db, me(req), req.body.on);
      return read(me(req));
    },
  );
}
