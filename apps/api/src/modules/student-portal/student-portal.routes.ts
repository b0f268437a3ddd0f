import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MESSAGES,
  ID_PATTERN,
  STUDENT_API_PATH,
  STUDENT_PORTAL_MESSAGES as M,
  STUDENT_ROBOTS,
  StudentPortalSchema,
  StudentTokenParamsSchema,
  StudentUploadAnswerSchema,
  StudentUploadSchema,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { documentUploads } from '../documents/documents.upload';
import type { PortalLimiter } from './portal-limits';
import { portalView } from './portal.view';
import type { StudentUpload } from './student-upload';
import type { OpenLink, StudentLinks } from './student-links';

type Deps = {
  db: Db;
  links: StudentLinks;
  limits: PortalLimiter;
  /** Requests a minute per address. */
  perMinute: number;
  upload: StudentUpload;
  /** DOCUMENT_MAX_BYTES */
  maxBytes: number;
};

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * The student's own routes (issue 23): public (no session; they read no cookie and no
 * authorization header), each opened by the link's token and scoped to its student. Every bad
 * link, wrong, malformed, expired or revoked, gets the same 404 after the same work (hash, then
 * look up), and counts against the address's failed lookups.
 */
export function studentPortalRoutes(parent: FastifyInstance, deps: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['student'];
  const path = `${STUDENT_API_PATH}/:token`;
  const config = {
    access: 'public' as const,
    rateLimit: { max: deps.perMinute, timeWindow: '1 minute' },
  };
  // Requests counted as failed lookups when admitted; those whose lookup failed keep the count.
  const counted = new WeakSet<FastifyRequest>();
  const failed = new WeakSet<FastifyRequest>();
  // Before the body is read: a refused request costs no upload. What a link shows is the
  // student's own: no cache keeps it.
  const onRequest = async (req: TokenRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', STUDENT_ROBOTS);
    counted.add(req);
    await deps.limits.admit(req.params.token, req.ip);
  };
  // Whatever the answer (a page, a refused body, a 429), only a failed lookup stays counted.
  const onResponse = async (req: FastifyRequest) => {
    if (counted.has(req) && !failed.has(req)) await deps.limits.notFailed(req.ip);
  };

  async function opened(req: TokenRequest): Promise<OpenLink> {
    const link = await deps.links.open(req.params.token);
    if (link) return link;
    failed.add(req);
    throw notFound(M.invalidLink);
  }

  app.get(
    path,
    {
      config,
      onRequest,
      onResponse,
      schema: {
        tags,
        summary: "The student's page: their name, applications, checklist and what they may send",
        params: StudentTokenParamsSchema,
        response: { 200: StudentPortalSchema },
      },
    },
    async (req) => portalView(deps.db, await opened(req)),
  );

  app.post(
    `${path}/documents`,
    {
      config: { ...config, uploads: documentUploads(deps.maxBytes) },
      onRequest,
      onResponse,
      schema: {
        tags,
        summary: 'The student sends a document (awaiting review until staff accept it)',
        params: StudentTokenParamsSchema,
        body: StudentUploadSchema,
        response: { 201: StudentUploadAnswerSchema },
      },
    },
    async (req, reply) => {
      const link = await opened(req);
      const typeId = req.body.type ?? '';
      // what cannot be an id is no type, asked nothing (a NUL byte is an error to PostgreSQL)
      const type = !ID_PATTERN.test(typeId)
        ? undefined
        : await deps.db
            .selectFrom('document_types')
            .select(['id', 'name'])
            .where('id', '=', typeId)
            .where('retiredAt', 'is', null)
            .executeTakeFirst();
      if (!type) throw badRequest(M.typeNotOffered, { type: M.typeNotOffered });
      const file = req.uploads?.file;
      if (!file)
        throw badRequest(DOCUMENT_MESSAGES.fileMissing, { file: DOCUMENT_MESSAGES.fileMissing });
      const release = await deps.limits.reserveUpload(link.id, file.length);
      // a file refused by its bytes (or not stored for any reason) costs the link nothing
      const stored = await deps
        .upload(link, type, file, req.uploadNames?.file ?? '')
        .catch(async (err: unknown) => {
          await release();
          throw err;
        });
      return reply.status(201).send(stored);
    },
  );
}
