import type { FastifyRequest } from 'fastify';
import { INVOICE_MESSAGES } from '@studydesk/contract';
import { forbidden } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';

/*
 * Who reads which invoices: admins every one, managers their offices' (the office scope, where
 * the query is built), counsellors only their own students' (a student of another counsellor
 * answers as if it had none, an invoice of one 404).
 */
export type InvoiceViewer = { id: string; mine: boolean };
/** Work outside a request (the outbox making a receipt's PDF): not bound to a counsellor. */
export const SYSTEM_VIEWER: InvoiceViewer = { id: '', mine: false };

export const invoiceViewer = (req: FastifyRequest): InvoiceViewer => {
  const { user } = requireAuth(req);
  return { id: user._id, mine: user.userType === 'counsellor' };
};

/**
 * A counsellor invoices only the students they own (unassigned ones too need a manager or an
 * admin), as they open applications only for theirs: another's answers 403, not 404, since the
 * student is in their office and they may read the record.
 */
export function assertMayInvoice(v: InvoiceViewer, owner: string | null) {
  if (v.mine && owner !== v.id) throw forbidden(INVOICE_MESSAGES.studentNotYours);
}
