import type { InvoiceSummary } from '@studydesk/contract';
import type { Tone } from '../../components/tone-chip';

/** What an invoice's status chip says and its colour; overdue wins over the status. */
export function invoiceStatus(i: InvoiceSummary): { label: string; tone: Tone } {
  if (i.status === 'paid') return { label: 'Paid', tone: 'success' };
  if (i.overdue) return { label: 'Overdue', tone: 'error' };
  return i.status === 'part-paid'
    ? { label: 'Part paid', tone: 'warning' }
    : { label: 'Open', tone: 'info' };
}

export { PAYMENT_METHOD_WORDS } from '@studydesk/contract/plain';
