import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  get,
  useFormState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { Option } from '../lib/options';
import type { FormField } from './form-field';

/** A yes/no field as a switch (visible, active, domestic …). */
export function switchField<V extends FieldValues>(
  name: NoInfer<Path<V>>,
  label: string,
  helperText?: string,
): FormField<V> {
  return {
    name,
    label,
    helperText,
    render: (field, error) => (
      <div>
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          }
        />
        {(error ?? helperText) && (
          <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>
        )}
      </div>
    ),
  };
}

type ChipsOptions = {
  /** a fixed set to choose several from (a college's categories); else free text */
  options?: readonly Option[];
  helperText?: string;
  required?: boolean;
};

const FREE_TEXT_HELP = 'Type an entry and press Enter to add it';

/** A list field's own message, or its first entry's (zod reports entries as `name.0` …). */
function useListError(name: string, own?: string): string | undefined {
  const { errors } = useFormState({ name });
  if (own) return own;
  const entries = get<unknown>(errors, name);
  if (!Array.isArray(entries)) return undefined;
  const messages = (entries as ({ message?: string } | undefined)[]).map((e) => e?.message);
  return messages.find(Boolean);
}

type ChipsInputProps = ChipsOptions & {
  field: ControllerRenderProps;
  label: string;
  error?: string;
};

function ChipsInput({ field, label, error, options, helperText, required }: ChipsInputProps) {
  const message = useListError(field.name, error);
  const labelOf = (value: string) => options?.find((o) => o.value === value)?.label ?? value;
  return (
    <Autocomplete<string, true, false, boolean>
      multiple
      freeSolo={!options}
      options={options?.map((o) => o.value) ?? []}
      getOptionLabel={labelOf}
      value={(field.value as string[] | undefined) ?? []}
      onChange={(_event, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
      onBlur={field.onBlur}
      filterSelectedOptions
      // typed text not yet added with Enter is kept when the field loses focus
      autoSelect={!options}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          inputRef={field.ref}
          error={Boolean(message)}
          helperText={message ?? helperText ?? (options ? undefined : FREE_TEXT_HELP)}
        />
      )}
    />
  );
}

/**
 * A list as chips: several of a fixed set, or free texts typed one by one (facilities,
 * tags, syllabus …). The value is the list of strings (or option values).
 */
export function chipsField<V extends FieldValues>(
  name: NoInfer<Path<V>>,
  label: string,
  options: ChipsOptions = {},
): FormField<V> {
  return {
    name,
    label,
    required: options.required,
    render: (field, error) => (
      <ChipsInput
        field={field as unknown as ControllerRenderProps}
        label={label}
        error={error}
        {...options}
      />
    ),
  };
}
