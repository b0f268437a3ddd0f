import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { PlusOutlined } from '../../lib/icons/plus-outlined';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Fee } from '@studydesk/contract';
import { FormFieldInput, type FormField } from '../../components/form-field';
import { taxOptions, useTaxRatesQuery } from '../../lib/tax-rates';
import { PriceListPicker, Totals } from './invoice-line-parts';
import { useListField } from './use-list-field';
import { amountStep, blankLine, feeLine, type InvoiceInput } from './invoice-form';

// a phone: the description on a row of its own, then price and quantity, then tax and Remove
const lineSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr 1fr', sm: '3fr 1.4fr 1fr 1fr auto' },
  gridTemplateAreas: { xs: '"d d" "a q" "t x"', sm: '"d a q t x"' },
  alignItems: 'start',
} as const;
const AREAS = ['d', 'a', 'q', 't'];

/** A whole number typed in a text field, kept as a number (the schema reads one). */
const wholeNumber: FormField<InvoiceInput>['render'] = (input, error) => (
  <TextField
    label="Quantity"
    type="number"
    value={input.value ?? ''}
    onChange={(e) => input.onChange(e.target.value === '' ? '' : Number(e.target.value))}
    onBlur={input.onBlur}
    inputRef={input.ref}
    error={Boolean(error)}
    helperText={error}
    slotProps={{ htmlInput: { min: 1, step: 1 } }}
    fullWidth
  />
);

type TaxChoices = ReturnType<typeof taxOptions>;

function lineFields(i: number, currency: string, taxes: TaxChoices): FormField<InvoiceInput>[] {
  return [
    { name: `lines.${i}.description`, label: 'Description', required: true },
    {
      name: `lines.${i}.amount`,
      label: 'Unit price',
      type: 'number',
      step: amountStep(currency),
      required: true,
    },
    { name: `lines.${i}.quantity`, label: 'Quantity', render: wholeNumber },
    taxes
      ? { name: `lines.${i}.tax`, label: 'Tax %', options: taxes }
      : { name: `lines.${i}.tax`, label: 'Tax %', type: 'number', step: '0.001' },
  ];
}

/** The invoice's lines: from the price list or typed, each with its price, quantity and tax. */
export function InvoiceLines({ fees }: { fees: readonly Fee[] }) {
  const { control, setValue } = useFormContext<InvoiceInput>();
  const { items, append, remove, replace } = useListField('lines');
  const currency = useWatch({ control, name: 'currency' });
  const lines = useWatch({ control, name: 'lines' });
  // the first service chosen fills the blank line the form starts with, and sets the currency
  const blank = items.length === 1 && !lines[0]?.description && !lines[0]?.amount;
  const pick = (fee: Fee) => {
    if (!blank) return append(feeLine(fee));
    replace([feeLine(fee)]);
    setValue('currency', fee.price.currency);
  };
  const code = currency.trim().toUpperCase();
  const rates = useTaxRatesQuery().data;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6">
        Lines
      </Typography>
      {items.map((_line, i) => (
        <Box key={i} role="group" aria-label={`Line ${i + 1}`} sx={lineSx}>
          {lineFields(i, currency, taxOptions(rates, String(lines[i]?.tax ?? ''))).map((f, n) => (
            <Box key={f.name} sx={{ gridArea: AREAS[n] }}>
              <FormFieldInput field={f} control={control} />
            </Box>
          ))}
          <IconButton
            aria-label={`Remove line ${i + 1}`}
            disabled={items.length === 1}
            onClick={() => remove(i)}
            sx={{ mt: 1, gridArea: 'x', justifySelf: 'start' }}
          >
            <DeleteOutlined aria-hidden />
          </IconButton>
        </Box>
      ))}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <PriceListPicker fees={fees} currency={blank ? null : code} onPick={pick} />
        <Button startIcon={<PlusOutlined aria-hidden />} onClick={() => append(blankLine())}>
          Add line
        </Button>
      </Stack>
      <Totals lines={lines} currency={code} />
    </Stack>
  );
}
