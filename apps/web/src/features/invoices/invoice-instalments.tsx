import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { PlusOutlined } from '../../lib/icons/plus-outlined';
import { useFormContext, useWatch } from 'react-hook-form';
import { INVOICE_MAX_INSTALMENTS } from '@studydesk/contract';
import { FormFieldInput, type FormField } from '../../components/form-field';
import { addDays } from '../../lib/dates';
import { useListField } from './use-list-field';
import { amountStep, instalmentsFrom, type InvoiceInput } from './invoice-form';

// a phone: the date and Remove on one row, the amount below them
const rowSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
  gridTemplateAreas: { xs: '"d x" "a a"', sm: '"d a x"' },
  alignItems: 'start',
} as const;
const AREAS = ['d', 'a'];

/** An amount that may be left blank: blank is no amount at all (the schema's "optional"). */
const optionalAmount =
  (label: string, step: string): FormField<InvoiceInput>['render'] =>
  (input, error) => (
    <TextField
      label={label}
      type="number"
      value={input.value ?? ''}
      onChange={(e) => input.onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={Boolean(error)}
      helperText={error ?? 'Blank: an even share'}
      slotProps={{ htmlInput: { step } }}
      fullWidth
    />
  );

function instalmentFields(i: number, currency: string): FormField<InvoiceInput>[] {
  return [
    { name: `instalments.${i}.due`, label: `Instalment ${i + 1} due`, type: 'date' },
    {
      name: `instalments.${i}.amount`,
      label: `Instalment ${i + 1} amount`,
      render: optionalAmount(`Instalment ${i + 1} amount`, amountStep(currency)),
    },
  ];
}

/** Pay in instalments (two or more): each one's due date and, if not an even share, amount. */
export function InvoiceInstalments() {
  const { control, getValues } = useFormContext<InvoiceInput>();
  const { items, append, remove, replace } = useListField('instalments');
  const currency = useWatch({ control, name: 'currency' });
  const toggle = (on: boolean) => replace(on ? instalmentsFrom(getValues('due'), 2) : []);
  const last = () => items[items.length - 1]?.due ?? getValues('due');
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={<Switch checked={items.length > 0} onChange={(_e, on) => toggle(on)} />}
        label="Pay in instalments"
      />
      {items.map((_item, i) => (
        <Box key={i} role="group" aria-label={`Instalment ${i + 1}`} sx={rowSx}>
          {instalmentFields(i, currency).map((field, n) => (
            <Box key={field.name} sx={{ gridArea: AREAS[n] }}>
              <FormFieldInput field={field} control={control} />
            </Box>
          ))}
          <IconButton
            aria-label={`Remove instalment ${i + 1}`}
            disabled={items.length <= 2}
            onClick={() => remove(i)}
            sx={{ mt: 1, gridArea: 'x' }}
          >
            <DeleteOutlined aria-hidden />
          </IconButton>
        </Box>
      ))}
      {items.length > 0 && items.length < INVOICE_MAX_INSTALMENTS && (
        <Button
          startIcon={<PlusOutlined aria-hidden />}
          onClick={() => append({ due: addDays(last(), 30) })}
          sx={{ alignSelf: 'start' }}
        >
          Add instalment
        </Button>
      )}
      <InstalmentsError />
    </Stack>
  );
}

/** The error about the instalments as a whole (they do not add up to the total). */
function InstalmentsError() {
  const { formState } = useFormContext<InvoiceInput>();
  const message =
    formState.errors.instalments?.message ?? formState.errors.instalments?.root?.message;
  return message ? (
    <Typography role="alert" color="error" variant="body2">
      {message}
    </Typography>
  ) : null;
}
