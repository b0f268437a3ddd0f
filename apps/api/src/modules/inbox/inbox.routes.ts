import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  INBOX_PATH,
  InboxDismissedSchema,
  InboxFiledSchema,
  InboxFileSchema,
  PERMISSIONS,
  UnmatchedListSchema,
} from '@studydesk/contract';
import { requireAuth } from '../../plugins/auth';
import { dismiss, fileByHand, unmatched } from './inbox.file';
import { unmatchedView } from './inbox.read';
import type { IngestDeps } from './ingest';

/** The most recent unmatched mail shown at once: the list is a queue to empty, not an archive. */
const UNMATCHED_LIMIT = 100;

/** GET /inbox/unmatched and POST /inbox/:id/file. */
export function inboxRoutes(parent: FastifyInstance, deps: IngestDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${INBOX_PATH}/unmatched`,
    {
      config: { access: PERMISSIONS.inbox.read },
      schema: {
        tags: ['inbox'],
        summary: 'Mail that came in and matched no enquiry, newest first',
        description:
          'Admins see all of it; managers the mail of their offices and mail written to no office’s address. At most 100, with the count of all.',
        response: { 200: UnmatchedListSchema },
      },
    },
    async () => {
      const [rows, total] = await Promise.all([
        unmatched(deps.db)
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(UNMATCHED_LIMIT)
          .execute(),
        unmatched(deps.db)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(unmatchedView), count: Number(total.n) };
    },
  );
  app.post(
    `${INBOX_PATH}/:id/file`,
    {
      config: { access: PERMISSIONS.inbox.write },
      schema: {
        tags: ['inbox'],
        summary: 'File an unmatched mail on an enquiry by hand',
        description:
          'The owner is told as for a reply filed by itself; attachments go through the upload checks. 404 for a mail or an enquiry the caller may not see (another office’s), or a mail already filed.',
        params: IdParamsSchema,
        body: InboxFileSchema,
        response: { 200: InboxFiledSchema },
      },
    },
    async (req) => fileByHand(deps, req.params.id, req.body.enquiry, requireAuth(req).user._id),
  );
  app.delete(
    `${INBOX_PATH}/:id`,
    {
      config: { access: PERMISSIONS.inbox.write },
      schema: {
        tags: ['inbox'],
        summary: 'Dismiss an unmatched mail',
        description:
          'It leaves the Unmatched list and is never filed (the same mail arriving again stays dismissed). 404 for a mail the caller may not see, or one no longer waiting.',
        params: IdParamsSchema,
        response: { 200: InboxDismissedSchema },
      },
    },
    async (req) => dismiss(deps, req.params.id),
  );
}
