import { useMemo } from 'react';
import { toast } from 'react-toastify';
import type { InvoiceSummary } from '@studydesk/contract';
import { useDialog } from '../../lib/crud/use-dialog';
import { streamDownload } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import { withToasts } from '../../lib/with-toasts';
import type { InvoiceActions } from './invoice-row';
import { useSendInvoiceMutation } from './invoices-api';

/** The PDF, read with the session's token (a plain link would carry none). */
const downloadPdf = (i: InvoiceSummary) =>
  void streamDownload(
    { path: `/invoices/${i._id}/pdf`, fallbackName: `invoice-${i.number}.pdf` },
    () => undefined,
  ).catch((err: unknown) => toast.error(errorMessage(err, 'Could not download the invoice')));

/** What the viewer may do on these invoices: send them (who invoices), record payments. */
export type InvoiceRights = { send: boolean; pay: boolean };

/** The invoice rows' buttons, and the payment dialog's state; readers get the PDF only. */
export function useInvoiceActions(enquiry: string, may: InvoiceRights) {
  const paying = useDialog<InvoiceSummary>();
  const { show } = paying;
  const [send, sending] = useSendInvoiceMutation();
  const actions = useMemo<InvoiceActions>(
    () => ({
      pdf: downloadPdf,
      ...(may.pay && { pay: (i: InvoiceSummary) => show(i) }),
      ...(may.send && {
        send: (i: InvoiceSummary) =>
          void withToasts(
            () => send({ id: i._id, enquiry }).unwrap(),
            `Invoice ${i.number} sent to the student`,
            'Could not send the invoice',
          ),
        sending: sending.isLoading ? sending.originalArgs?.id : undefined,
      }),
    }),
    [may.pay, may.send, enquiry, show, send, sending.isLoading, sending.originalArgs],
  );
  return { actions, paying };
}
