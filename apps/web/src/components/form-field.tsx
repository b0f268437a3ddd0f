import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DatePreset } from './date-values';
import { LazyDateInput } from './lazy-date-input';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';

/** One field of a resource's form; a resource lists these instead of writing JSX. */
export type FormField<V extends FieldValues> = {
  name: Path<V>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date' | 'time' | 'password';
  required?: boolean;
  /** the browser's autofill hint, e.g. "given-name" */
  autoComplete?: string;
  /** rows of a multi-line text field */
  rows?: number;
  options?: readonly { value: string; label: string }[];
  helperText?: string;
  /** a number field's granularity, e.g. "0.001" for an amount in a currency with three decimals */
  step?: string;
  /** a date field's one-click dates (Today, Tomorrow …) */
  presets?: readonly DatePreset[];
  /** for what a text field cannot be (an image picker, a switch) */
  render?: (field: ControllerRenderProps<V, Path<V>>, error?: string) => ReactNode;
};

type Props<V extends FieldValues, Out> = {
  field: FormField<V>;
  control: Control<V, unknown, Out>;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** A select offering an empty choice ("Not set") shows its label above at once. */
const shrunk = <V extends FieldValues>(field: FormField<V>) =>
  Boolean(field.options?.some((o) => o.value === ''));

export function FormFieldInput<V extends FieldValues, Out>({
  field,
  control,
  disabled,
  autoFocus,
}: Props<V, Out>) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message;
        if (field.render) return <>{field.render(input, error)}</>;
        const { ref, value, ...rest } = input;
        if (field.type === 'date')
          return (
            <LazyDateInput
              label={field.label}
              value={typeof value === 'string' ? value : ''}
              onChange={rest.onChange}
              onBlur={rest.onBlur}
              inputRef={ref}
              required={field.required}
              disabled={disabled}
              error={error}
              helperText={field.helperText}
              presets={field.presets}
              fullWidth
            />
          );
        return (
          <TextField
            {...rest}
            value={value ?? ''}
            inputRef={ref}
            label={field.label}
            type={field.type ?? 'text'}
            required={field.required}
            autoComplete={field.autoComplete}
            disabled={disabled}
            autoFocus={autoFocus}
            error={Boolean(error)}
            helperText={error ?? field.helperText}
            multiline={Boolean(field.rows)}
            minRows={field.rows}
            select={Boolean(field.options)}
            fullWidth
            slotProps={{
              ...(shrunk(field)
                ? { inputLabel: { shrink: true }, select: { displayEmpty: true } }
                : undefined),
              ...(field.step ? { htmlInput: { step: field.step } } : undefined),
            }}
          >
            {field.options?.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
