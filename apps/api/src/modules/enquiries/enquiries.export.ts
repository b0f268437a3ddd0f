import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EnquiryFiltersSchema,
  ListQuerySchema,
  PERMISSIONS,
  type Enquiry,
} from '@studydesk/contract';
import type { EnquiriesRepository } from './enquiries.repository';

const COLUMNS: (keyof Enquiry)[] = [
  'enqNo',
  'fName',
  'lName',
  'email',
  'mobile',
  'location',
  'country',
  'course',
  'college',
  'category',
  'preferredIntake',
  'status',
  'source',
  'leadQuality',
  'assignedTo',
  'remarks',
  'message',
  'createdAt',
];
const MAX_ROWS = 50_000;

/** One CSV cell: quoted, and never read as a formula by a spreadsheet (CSV injection). */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

/** GET /api/enquiries/export: the list's current filter as CSV, every page of it. */
export function enquiriesExportRoute(parent: FastifyInstance, repo: EnquiriesRepository) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const query = ListQuerySchema.omit({ page: true, limit: true, sort: true }).extend(
    EnquiryFiltersSchema.shape,
  );
  app.get(
    '/enquiries/export',
    {
      config: { access: PERMISSIONS.enquiries.read },
      schema: { tags: ['enquiries'], querystring: query, produces: ['text/csv'] },
    },
    async (req, reply) => {
      const lines = [COLUMNS.join(',')];
      for (let page = 1; (page - 1) * 500 < MAX_ROWS; page++) {
        const { items } = await repo.list({ ...req.query, page, limit: 500, sort: 'createdAt' });
        for (const e of items) lines.push(COLUMNS.map((c) => csvCell(e[c])).join(','));
        if (items.length < 500) break;
      }
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="enquiries-${stamp}.csv"`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );
}
