import type { z } from 'zod';
import { FeeCreateSchema, type Fee } from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { taxOptions, useTaxRatesQuery } from '../../lib/tax-rates';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { fees } from './fees-api';

type Values = z.input<typeof FeeCreateSchema>;
const TAX: FormField<Values> = {
  name: 'tax',
  label: 'Tax (%)',
  required: true,
  helperText: 'Such as 20; 0 for none',
};
const fields: readonly FormField<Values>[] = [
  { name: 'name', label: 'Service', required: true, helperText: 'As invoices print it' },
  {
    name: 'amount',
    label: 'Price',
    required: true,
    helperText: 'In the currency’s own decimals (JPY none, KWD three)',
  },
  { name: 'currency', label: 'Currency', required: true, helperText: 'Its code, such as GBP' },
  TAX,
];

/** The fields, the tax chosen from the agency's rates when it has some (Settings → Money). */
function useFields(current?: string): readonly FormField<Values>[] {
  const options = taxOptions(useTaxRatesQuery().data, current);
  if (!options) return fields;
  const tax = { ...TAX, options, helperText: 'The agency’s rates, from Settings → Money' };
  return fields.map((f) => (f.name === 'tax' ? tax : f));
}
const valuesOf = (f?: Fee): Values =>
  f
    ? { name: f.name, amount: f.price.amount, currency: f.price.currency, tax: f.tax }
    : { name: '', amount: '', currency: 'GBP', tax: '0' };

/** Add a service to the price list, or edit one (`fee`): its name, price, currency and tax. */
export function FeeDialog({
  open,
  fee,
  onClose,
}: {
  open: boolean;
  fee?: Fee;
  onClose: () => void;
}) {
  const [add] = fees.useAddMutation();
  const [update] = fees.useUpdateMutation();
  const shown = useFields(fee?.tax);
  const save = (body: z.output<typeof FeeCreateSchema>) =>
    fee ? update({ key: fee._id, body }).unwrap() : add(body).unwrap();
  return (
    <FormDialog
      open={open}
      title={fee ? `Edit ${fee.name}` : 'Add service'}
      submitLabel={fee ? 'Save service' : 'Add service'}
      schema={FeeCreateSchema}
      fields={shown}
      values={valuesOf(fee)}
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => save(body),
          `${body.name} saved`,
          'Could not save the service',
        );
        onClose();
      }}
      onClose={onClose}
    />
  );
}
