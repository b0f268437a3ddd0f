import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_METHODS,
  PaymentCreateSchema,
  type InvoiceSummary,
  type Receipt,
} from '@studydesk/contract';
import { amountStep } from './invoice-form';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { localIsoDate } from '../../lib/dates';
import { FilePdfOutlined } from '../../lib/icons/file-pdf-outlined';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { PAYMENT_METHOD_WORDS } from './invoice-labels';
import { formatMoney } from './invoice-money';
import { useRecordPaymentMutation } from './invoices-api';
import { downloadReceipt } from './receipt-download';

type Props = { open: boolean; invoice?: InvoiceSummary; enquiry: string; onClose: () => void };
type Input = {
  amount: string | number;
  date: string;
  method: string;
  reference?: string | null;
};

const fieldsFor = (currency: string): FormField<Input>[] => [
  {
    name: 'amount',
    label: `Amount (${currency})`,
    type: 'number',
    required: true,
    step: amountStep(currency),
  },
  { name: 'date', label: 'Date received', type: 'date', required: true },
  {
    name: 'method',
    label: 'Method',
    required: true,
    options: PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_WORDS[m] ?? m })),
  },
  { name: 'reference', label: 'Reference', helperText: 'The bank’s or the card’s reference' },
];

/** The receipt the payment was given, and what the invoice still owes after it. */
function ReceiptShown({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  return (
    <Dialog open={receipt !== null} onClose={onClose} aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">Payment recorded</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{`Receipt ${receipt?.number ?? ''}`}</Typography>
        <Typography>
          {receipt &&
            `${formatMoney(receipt.amount)} received; ${formatMoney(receipt.outstanding)} still outstanding.`}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<FilePdfOutlined aria-hidden />}
          onClick={() => receipt && downloadReceipt(receipt)}
        >
          Receipt PDF
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Record payment": amount (what is owed, to start with), date, method and reference. */
export function PaymentDialog({ open, invoice, enquiry, onClose }: Props) {
  const [record] = useRecordPaymentMutation();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  if (!invoice) return null;
  const submit = async (body: (typeof PaymentCreateSchema)['_output']) => {
    const answer = await withToastsOrThrow(
      () => record({ id: invoice._id, enquiry, body }).unwrap(),
      (r) => `Payment recorded: receipt ${r.number}`,
      'Could not record the payment',
    );
    setReceipt(answer);
    onClose();
  };
  return (
    <>
      <FormDialog
        open={open}
        title={`Record payment on invoice ${invoice.number}`}
        submitLabel="Record payment"
        schema={PaymentCreateSchema}
        fields={fieldsFor(invoice.currency)}
        values={{
          amount: invoice.outstanding.amount,
          date: localIsoDate(),
          method: 'bank-transfer',
          reference: '',
        }}
        onSubmit={submit}
        onClose={onClose}
      />
      <ReceiptShown receipt={receipt} onClose={() => setReceipt(null)} />
    </>
  );
}
