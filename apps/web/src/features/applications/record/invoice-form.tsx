import type { z } from 'zod';
import { CommissionUpdateSchema, type ApplicationCommission } from '@studydesk/contract';
import { InlineForm } from '../../../components/inline-form';
import { withToastsOrThrow } from '../../../lib/with-toasts';
import { useCommissionEditMutation } from './record-api';
import { amountStep } from '../money';
import { asField } from './record-format';

type CommissionIn = z.input<typeof CommissionUpdateSchema>;
const valuesOf = (c: ApplicationCommission): CommissionIn => ({
  invoicedDate: c.invoicedDate ?? '',
  invoicedAmount: asField(c.invoicedAmount),
  receivedDate: c.receivedDate ?? '',
  receivedAmount: asField(c.receivedAmount),
});
const inCurrency = (c: ApplicationCommission) => (c.currency ? ` (${c.currency})` : '');

/**
 * Admins record the college's invoice and its payment once the commission is claimable (loaded
 * with the commission, by `CommissionSection`).
 */
export default function InvoiceForm({
  id,
  enquiry,
  line,
}: {
  id: string;
  enquiry: string;
  line: ApplicationCommission;
}) {
  const [edit] = useCommissionEditMutation();
  return (
    <InlineForm
      label="Invoice and payment"
      schema={CommissionUpdateSchema}
      values={valuesOf(line)}
      fields={[
        { name: 'invoicedDate', label: 'Invoiced date', type: 'date' },
        {
          name: 'invoicedAmount',
          label: `Invoiced amount${inCurrency(line)}`,
          type: 'number',
          step: amountStep(line.currency),
        },
        { name: 'receivedDate', label: 'Received date', type: 'date' },
        {
          name: 'receivedAmount',
          label: `Received amount${inCurrency(line)}`,
          type: 'number',
          step: amountStep(line.currency),
        },
      ]}
      submitLabel="Save commission"
      onSubmit={async (body) =>
        valuesOf(
          await withToastsOrThrow(
            () => edit({ id, enquiry, body }).unwrap(),
            'Commission saved',
            'Failed to save the commission',
          ),
        )
      }
    />
  );
}
