import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DIGEST_PREFERENCE_PATH,
  DigestPreferenceSchema,
  UNSUBSCRIBE_PATH,
  UnsubscribeQuerySchema,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { now, sha256 } from '../../lib/ids';
import { requireAuth } from '../../plugins/auth';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const wantsHtml = (req: FastifyRequest) => /text\/html/.test(req.headers.accept ?? '');
const NOT_VALID = 'This unsubscribe link is not valid';

/** The person whose digest an unsubscribe token belongs to (any of their digests' tokens). */
const ownerOf = (db: Db, token: string) =>
  db
    .selectFrom('digest_sends as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select(['u.id', 'u.email'])
    .where('d.tokenHash', '=', sha256(token))
    .executeTakeFirst();

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
        await db
          .updateTable('users')
          .set({ digestOff: 1, updatedAt: now() })
          .where('id', '=', owner.id)
          .execute();
        return html ? reply.send(donePage()) : { message: 'The morning digest is off' };
      },
    );
    return Promise.resolve();
  };
  void parent.register(routes);

  const app = parent.withTypeProvider<ZodTypeProvider>();
  const me = (req: FastifyRequest) => requireAuth(req).user._id;
  const read = async (id: string) => {
    const u = await db
      .selectFrom('users')
      .select('digestOff')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { on: Number(u.digestOff) === 0 };
  };
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
      await db
        .updateTable('users')
        .set({ digestOff: req.body.on ? 0 : 1, updatedAt: now() })
        .where('id', '=', me(req))
        .execute();
      return read(me(req));
    },
  );
}
