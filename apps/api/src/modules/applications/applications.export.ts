import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationExportQuerySchema,
  DEADLINE_LABELS,
  PERMISSIONS,
  applicationsResource as r,
  type Application,
  type ApplicationCard,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { now } from '../../lib/ids';
import type { SheetColumn } from '../../lib/spreadsheet';
import { SHEET_TYPES, sendSheet } from '../../lib/spreadsheet-reply';
import { listScope, type Viewer } from './applications.access';
import { conditionDeadlines, toCard } from './applications.cards';
import type { ApplicationsRepository } from './applications.repository';

const BATCH = 1000;
type Line = Application & ApplicationCard;
const text = (header: string, width: number, value: (a: Line) => string | null) =>
  ({ header, width, type: 'text', value }) as const;
const capital = (v: string | null) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : v);

/** The list's columns as people read them: names, not ids; dates as dates. */
const COLUMNS: SheetColumn<Line>[] = [
  text('Student', 22, (a) => a.studentName),
  text('Enquiry no.', 13, (a) => a.enqNo),
  text('College', 26, (a) => a.collegeName),
  text('Course', 28, (a) => a.courseTitle),
  text('Intake', 14, (a) =>
    a.intakeMonth ? `${a.intakeMonth} ${a.intakeYear ?? ''}`.trim() : null,
  ),
  text('Stage', 20, (a) => a.stageName ?? a.stage),
  text('Phase', 10, (a) => capital(a.phase)),
  text('Owner', 20, (a) => a.assignedToName),
  { header: 'Days in stage', width: 8, type: 'number', value: (a) => String(a.daysInStage) },
  { header: 'Next deadline', width: 12, type: 'date', value: (a) => a.nextDeadline?.date },
  text('Deadline for', 22, (a) => (a.nextDeadline ? DEADLINE_LABELS[a.nextDeadline.kind] : null)),
  { header: 'Created', width: 12, type: 'date', value: (a) => a.createdAt },
];

/** Each batch with its days in stage and next deadline, as the board's cards have them. */
async function* lines(db: Db, batches: AsyncIterable<Application[]>): AsyncIterable<Line[]> {
  const at = now();
  for await (const batch of batches) {
    const due = await conditionDeadlines(
      db,
      batch.map((a) => a._id),
    );
    yield batch.map((a) => ({ ...a, ...toCard(a, at, due.get(a._id)) }));
  }
}

/**
 * GET /api/applications/export: the list's filter (and a counsellor's scope) as CSV or XLSX,
 * newest first, streamed in keyset batches like the enquiries' export.
 */
export function applicationsExportRoute(
  parent: FastifyInstance,
  deps: { db: Db; repo: ApplicationsRepository; who: (req: FastifyRequest) => Viewer },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${r.path}/export`,
    {
      config: { access: PERMISSIONS.applications.read },
      schema: {
        tags: ['applications'],
        summary: 'The applications list as CSV or XLSX',
        querystring: ApplicationExportQuerySchema,
        produces: SHEET_TYPES,
      },
    },
    async (req, reply) => {
      const { format, tz = 'UTC', ...query } = req.query;
      const viewer = deps.who(req);
      const filters = {
        ...query,
        ...listScope(viewer),
        ownerId: viewer.id,
        order: 'desc' as const,
      };
      const { total } = await deps.repo.list({ ...filters, page: 1, limit: 1 });
      const rows = lines(deps.db, deps.repo.batches(filters, BATCH));
      const title = 'Applications';
      return sendSheet(reply, {
        format,
        tz,
        name: 'applications',
        title,
        columns: COLUMNS,
        rows,
        total,
      });
    },
  );
}
