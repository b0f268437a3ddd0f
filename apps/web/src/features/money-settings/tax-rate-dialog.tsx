import type { z } from 'zod';
import { TaxRateSchema, type TaxRate } from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';

const fields: readonly FormField<z.input<typeof TaxRateSchema>>[] = [
  { name: 'name', label: 'Name', required: true, helperText: 'As invoices print it, e.g. VAT' },
  { name: 'rate', label: 'Rate (%)', required: true, helperText: 'Such as 20 or 17.5' },
];

export type TaxRateDialogProps = {
  open: boolean;
  title: string;
  values: TaxRate;
  onSubmit: (rate: TaxRate) => Promise<void>;
  onClose: () => void;
};

/** Add or edit one tax rate: its name and percentage. */
export function TaxRateDialog(props: TaxRateDialogProps) {
  return (
    <FormDialog {...props} submitLabel="Save tax rate" schema={TaxRateSchema} fields={fields} />
  );
}
