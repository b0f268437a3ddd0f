import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { AnyDb } from '../crud/types';
import { notFound } from '../errors';
import { scopeBy, visibleOffices, type OfficeBinding } from './offices';

/*
 * The office-bound records a route names in its path, found before the handler runs: one of
 * another office answers 404 as a missing one does, whatever the handler under it reads
 * (sub-routes of an enquiry read its timeline, documents, links … with queries of their own).
 */
type Bound = {
  path: RegExp;
  param: string;
  table: string;
  binding: OfficeBinding;
  missing: string;
};
const enquiry = { table: 'enquiries', binding: { column: 'enquiries.officeId' } } as const;
const BOUND: Bound[] = [
  {
    path: /^\/api\/enquiries\/(status\/)?:id(\/|$)/,
    param: 'id',
    ...enquiry,
    missing: 'Enquiry not found',
  },
  { path: /\/:enquiryId(\/|$)/, param: 'enquiryId', ...enquiry, missing: 'Enquiry not found' },
  {
    path: /^\/api\/followUp\/:id(\/|$)/,
    param: 'id',
    table: 'followups',
    binding: { enquiry: 'followups.enquiry' },
    missing: 'Follow-up not found',
  },
  {
    path: /^\/api\/applications\/:id(\/|$)/,
    param: 'id',
    table: 'applications',
    binding: { column: 'applications.officeId' },
    missing: 'Application not found',
  },
  {
    path: /^\/api\/documents\/:id(\/|$)/,
    param: 'id',
    table: 'documents',
    binding: { enquiry: 'documents.enquiry' },
    missing: 'Document not found',
  },
  {
    path: /^\/api\/invoices\/:id(\/|$)/,
    param: 'id',
    table: 'invoices',
    binding: { enquiry: 'invoices.enquiryId' },
    missing: 'Invoice not found',
  },
  {
    path: /^\/api\/claims\/:id(\/|$)/,
    param: 'id',
    table: 'claims',
    binding: { column: 'claims.officeId' },
    missing: 'Claim not found',
  },
  {
    path: /^\/api\/contact\/:id(\/|$)/,
    param: 'id',
    table: 'contacts',
    binding: { column: 'contacts.officeId' },
    missing: 'Call request not found',
  },
];

/** Throws 404 when the route names a record outside the viewer's offices (or none at all). */
export async function guardRecordOffice(db: Db, req: FastifyRequest): Promise<void> {
  if (visibleOffices() === null) return;
  const url = req.routeOptions.url ?? '';
  const params = req.params as Record<string, string | undefined>;
  for (const b of BOUND) {
    const id = params[b.param];
    if (!b.path.test(url) || id === undefined) continue;
    const qb = scopeBy(
      b.binding,
      (db as unknown as AnyDb)
        .selectFrom(b.table)
        .select(`${b.table}.id`)
        .where(`${b.table}.id`, '=', id),
    );
    if (!(await qb.executeTakeFirst())) throw notFound(b.missing);
  }
}
