import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth';

/*
 * Who reads which invoices: admins every one, managers their offices' (the office scope, where
 * the query is built), counsellors only their own students' (a student of another counsellor
 * answers as if it had none, an invoice of one 404).
 */
export type InvoiceViewer = { id: string; mine: boolean };

export const invoiceViewer = (req: FastifyRequest): InvoiceViewer => {
  const { user } = requireAuth(req);
  return { id: user._id, mine: user.userType === 'counsellor' };
};
