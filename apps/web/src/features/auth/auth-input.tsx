import type { Ref } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import TextField from '@mui/material/TextField';
import { describedBy } from './field-shell';
import { PasswordInput } from './password-input';

type Props = Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'autoFocus' | 'onChange' | 'onBlur' | 'placeholder'
> & {
  id: string;
  label: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** a password box with a show / hide toggle */
  password?: boolean;
  /** ids of hints shown elsewhere (a password's strength) */
  describedById?: string;
};

/**
 * A labelled input of the public forms with its inline error (sign-in, registration,
 * profile): the same text field, label and error as every other form.
 */
export function AuthInput({
  id,
  label,
  error,
  password,
  describedById,
  inputRef,
  ...input
}: Props) {
  return (
    <TextField
      {...input}
      id={id}
      label={label}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      inputRef={inputRef}
      slots={password ? { input: PasswordInput } : undefined}
      slotProps={{
        formHelperText: { id: `${id}-error` },
        htmlInput: describedBy(id, error, describedById),
      }}
    />
  );
}

/** react-hook-form's register for MUI inputs, which take the ref as inputRef. */
export const inputsOf =
  <V extends FieldValues>(register: UseFormRegister<V>) =>
  (name: Path<V>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
