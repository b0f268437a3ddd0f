import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormFieldInput } from './form-field';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form';

type Props<In extends FieldValues, Out> = Omit<SchemaFormOptions<In, Out>, 'onSubmit'> & {
  /** names the form for assistive technology, e.g. "Change password" */
  label: string;
  submitLabel?: string;
  /**
   * Rejects with the API error so its fieldErrors land on the fields; may resolve with the
   * values the form shows next (what the server saved), else it keeps what was typed.
   */
  onSubmit: (values: Out) => Promise<In | void>;
  /** empty the fields after a save (passwords) */
  resetOnSave?: boolean;
};

/** A form on the page itself (not in a dialog): the declared fields and a Save button. */
export function InlineForm<In extends FieldValues, Out>({
  label,
  submitLabel = 'Save',
  resetOnSave,
  ...options
}: Props<In, Out>) {
  const { methods, submit, saving } = useSchemaForm({
    ...options,
    onSubmit: async (data) => {
      const next = await options.onSubmit(data);
      if (next) methods.reset(next);
      else if (resetOnSave) methods.reset(options.values);
    },
  });
  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate aria-label={label} onSubmit={(e) => void submit(e)}>
        <Stack spacing={2.5}>
          {options.fields.map((field) => (
            <FormFieldInput key={field.name} field={field} control={methods.control} />
          ))}
          <Box>
            <Button type="submit" variant="contained" loading={saving}>
              {submitLabel}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
