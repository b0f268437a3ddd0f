import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MESSAGES,
  IdParamsSchema,
  PERMISSIONS,
  STUDENT_PAGE_PATH,
  StudentLinkSchema,
  StudentLinkStatusSchema,
  enquiriesResource,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { mayWork, viewerOf } from '../applications/applications.access';
import { liveEnquiry } from '../enquiries/enquiries.live';
import type { SettingsStore } from '../settings/settings.store';
import type { StudentLinks } from './student-links';

type Deps = {
  db: Db;
  links: StudentLinks;
  settings: SettingsStore;
  /** Where the link points (config's publicBase): never the request's Host. */
  publicBaseUrl: string;
};

/** The student when the caller may work their record (as their documents), else 404. */
async function ownStudent(db: Db, req: FastifyRequest, id: string): Promise<string> {
  const e = await liveEnquiry(db, id);
  if (!e || !mayWork(viewerOf(requireAuth(req)), e.assignedTo))
    throw notFound(DOCUMENT_MESSAGES.studentNotFound);
  return e.id;
}

/**
 * Staff make (and remake) a student's private link, or revoke it. The token is
 * shown once, in the answer's URL: only its hash is kept.
 */
export function studentLinkRoutes(parent: FastifyInstance, deps: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const config = { access: PERMISSIONS.documents.write };
  const tags = ['documents'];
  const path = `${enquiriesResource.path}/:id/student-link`;

  app.get(
    path,
    {
      config: { access: PERMISSIONS.documents.read },
      schema: {
        tags,
        summary: 'Whether the student has a working private link, and until when',
        params: IdParamsSchema,
        response: { 200: StudentLinkStatusSchema },
      },
    },
    async (req) => {
      const expiresAt = await deps.links.live(await ownStudent(deps.db, req, req.params.id));
      return { active: expiresAt !== null, expiresAt };
    },
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: "A new private link for the student (the student's earlier link stops working)",
        params: IdParamsSchema,
        response: { 201: StudentLinkSchema },
      },
    },
    async (req, reply) => {
      const id = await ownStudent(deps.db, req, req.params.id);
      const days = await deps.settings.value('studentLinkDays');
      const { token, expiresAt } = await deps.links.issue(id, requireAuth(req).user._id, days);
      const url = `${deps.publicBaseUrl}${STUDENT_PAGE_PATH}/${token}`;
      return reply.status(201).send({ url, expiresAt });
    },
  );

  app.delete(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Revoke the student's private link",
        params: IdParamsSchema,
      },
    },
    async (req, reply) => {
      await deps.links.revoke(await ownStudent(deps.db, req, req.params.id));
      return reply.status(204).send();
    },
  );
}
