import { z } from 'zod';
import { ClaimPaymentCreateSchema, type Claim } from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { localIsoDate } from '../../lib/dates';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { amountStep } from '../invoices/invoice-form';
import { formatMoney } from '../invoices/invoice-money';
import { useBaseCurrencyQuery } from '../../lib/base-currency';
import { usePayClaimMutation } from './claims-api';

type Props = { open: boolean; claim: Claim; onClose: () => void };
/** Empty boxes are no charges, and the table's rate. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const FormSchema = ClaimPaymentCreateSchema.extend({
  charges: z.preprocess(blank, ClaimPaymentCreateSchema.shape.charges),
  rate: z.preprocess(blank, ClaimPaymentCreateSchema.shape.rate),
});
type Input = z.input<typeof FormSchema>;

function fieldsFor(currency: string, base?: string): FormField<Input>[] {
  const step = amountStep(currency);
  const fields: FormField<Input>[] = [
    { name: 'amount', label: `Amount (${currency})`, type: 'number', required: true, step },
    { name: 'receivedAt', label: 'Date received', type: 'date', required: true },
    {
      name: 'charges',
      label: `Bank charges (${currency})`,
      type: 'number',
      step,
      helperText: 'What the banks took from it on the way',
    },
  ];
  if (base && base !== currency)
    fields.push({
      name: 'rate',
      label: `Rate: 1 ${currency} in ${base}`,
      type: 'number',
      step: 'any',
      helperText: 'That day’s rate; empty takes the dated rates table’s',
    });
  return fields;
}

/** Record a payment from the college: what still is asked for, to start with. */
export function ClaimPaymentDialog({ open, claim, onClose }: Props) {
  const [pay] = usePayClaimMutation();
  const baseQuery = useBaseCurrencyQuery(undefined, { skip: !open });
  const base = baseQuery.data;
  // The rate's field depends on the base currency: the dialog opens once it is known (or could
  // not be read), so that no field appears under a person already typing or saving.
  const ready = base !== undefined || baseQuery.isError;
  const submit = async (body: z.output<typeof FormSchema>) => {
    await withToastsOrThrow(
      () => pay({ id: claim._id, body }).unwrap(),
      (c) => `Payment recorded: ${formatMoney(c.outstanding)} still outstanding`,
      'Could not record the payment',
    );
    onClose();
  };
  return (
    <FormDialog
      open={open && ready}
      title={`Record payment on claim ${claim.number}`}
      submitLabel="Record payment"
      schema={FormSchema}
      fields={fieldsFor(claim.currency, base)}
      values={{
        amount: claim.outstanding.amount,
        receivedAt: localIsoDate(),
        charges: '',
        rate: '',
      }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
