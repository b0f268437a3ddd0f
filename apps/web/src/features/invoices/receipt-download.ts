import { toast } from 'react-toastify';
import type { Receipt } from '@studydesk/contract';
import { streamDownload } from '../../lib/download';
import { errorMessage } from '../../lib/errors';

/** A payment as the invoice lists it: its receipt without what was left after it. */
export type Payment = Omit<Receipt, 'outstanding'>;

/** The receipt as mailed, read with the session's token (a plain link would carry none). */
export const downloadReceipt = (p: Payment) =>
  void streamDownload(
    {
      path: `/invoices/${p.invoice}/receipts/${p._id}/pdf`,
      fallbackName: `receipt-${p.number}.pdf`,
    },
    () => undefined,
  ).catch((err: unknown) => toast.error(errorMessage(err, 'Could not download the receipt')));
