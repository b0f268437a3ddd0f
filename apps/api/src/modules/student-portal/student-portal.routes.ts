import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MESSAGES,
  ID_PATTERN,
  STUDENT_API_PATH,
  STUDENT_PORTAL_MESSAGES as M,
  StudentPortalSchema,
  StudentTokenParamsSchema,
  StudentUploadAnswerSchema,
  StudentUploadSchema,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { documentUploads } from '../documents/documents.upload';
import type { PortalLimiter } from './portal-limits';
import { linkGuard } from './portal-guard';
import { portalView } from './portal.view';
import { offeredType } from './student-portal.repository';
import type { StudentUpload } from './student-upload';
import type { StudentLinks } from './student-links';

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

/**
 * The student's own routes: public (no session; they read no cookie and no
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
  const { onRequest, onResponse, opened } = linkGuard(deps);

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
      const type = !ID_PATTERN.test(typeId) ? undefined : await offeredType(deps.db, typeId);
      if (!type) throw badRequest(M.typeNotOffered, { type: M.typeNotOffered });
      const file = req.uploads?.file;
      if (!file)
        throw badRequest(DOCUMENT_MESSAGES.fileMissing, { file: DOCUMENT_MESSAGES.fileMissing });
      const stored = await deps.upload(link, type, file, req.uploadNames?.file ?? '');
      return reply.status(201).send(stored);
    },
  );
}
