import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EnquiryExportQuerySchema, PERMISSIONS, type Enquiry } from '@studydesk/contract';
import { scopeOwner } from '../../lib/crud/owner';
import type { SheetColumn } from '../../lib/spreadsheet';
import { SHEET_TYPES, sendSheet } from '../../lib/spreadsheet-reply';
import type { EnquiriesRepository } from './enquiries.repository';

const BATCH = 1000;
const capital = (v: string | null) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : v);
const text = (header: string, width: number, value: (e: Enquiry) => string | null) =>
  ({ header, width, type: 'text', value }) as const;

/**
 * What a spreadsheet shows: readable headers, staff names not ids, dates as dates (the day, and
 * the day and time of receipt and of the first contact), where the lead came from (UTM).
 */
const COLUMNS: SheetColumn<Enquiry>[] = [
  text('Enquiry no.', 13, (e) => e.enqNo),
  { header: 'Received', width: 12, type: 'date', value: (e) => e.createdAt },
  { header: 'Received at', width: 17, type: 'datetime', value: (e) => e.createdAt },
  { header: 'First contact at', width: 17, type: 'datetime', value: (e) => e.firstContactAt },
  text('First name', 16, (e) => e.fName),
  text('Last name', 16, (e) => e.lName),
  text('Email', 28, (e) => e.email),
  { header: 'Mobile', width: 18, type: 'phone', value: (e) => e.mobile },
  text('Status', 11, (e) => capital(e.status)),
  text('Assigned to', 20, (e) => e.assignedToName ?? null),
  text('Source', 10, (e) => capital(e.source)),
  text('UTM source', 14, (e) => e.utmSource ?? null),
  text('UTM medium', 12, (e) => e.utmMedium ?? null),
  text('UTM campaign', 18, (e) => e.utmCampaign ?? null),
  text('Category', 14, (e) => e.category),
  text('Country of interest', 18, (e) => e.country),
  text('Course', 24, (e) => e.course),
  text('College', 24, (e) => e.college),
  text('Location', 16, (e) => e.location),
  text('Preferred intake', 16, (e) => e.preferredIntake),
  text('Lead quality', 12, (e) => e.leadQuality),
  text('Remarks', 30, (e) => e.remarks),
  text('Message', 40, (e) => e.message),
  { header: 'Last updated', width: 12, type: 'date', value: (e) => e.updatedAt },
];

/**
 * GET /api/enquiries/export: the list's current filter as CSV or XLSX, streamed (no
 * Content-Length, chunked) in keyset batches so 100,000 rows never sit in memory together.
 * `X-Total-Count` tells the web how many rows are coming.
 */
export function enquiriesExportRoute(parent: FastifyInstance, repo: EnquiriesRepository) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/enquiries/export',
    {
      config: { access: PERMISSIONS.enquiries.read },
      schema: {
        tags: ['enquiries'],
        querystring: EnquiryExportQuerySchema,
        produces: SHEET_TYPES,
      },
    },
    async (req, reply) => {
      const { format, tz = 'UTC', ...query } = req.query;
      const filters = scopeOwner(query, req) as typeof query;
      const { total } = await repo.list({ ...filters, page: 1, limit: 1 });
      const rows = repo.batches(filters, BATCH);
      return sendSheet(reply, {
        format,
        tz,
        name: 'enquiries',
        title: 'Enquiries',
        columns: COLUMNS,
        rows,
        total,
      });
    },
  );
}
