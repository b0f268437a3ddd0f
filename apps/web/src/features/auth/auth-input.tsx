import type { Ref } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
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
 * profile): the same outlined field, label and error as every other form's text field, built
 * from its parts (TextField itself would bring the select and its menu to the sign-in page).
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
  const Input = password ? PasswordInput : OutlinedInput;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <Input
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        inputProps={describedBy(id, error, describedById)}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** react-hook-form's register for MUI inputs, which take the ref as inputRef. */
export const inputsOf =
  <V extends FieldValues>(register: UseFormRegister<V>) =>
  (name: Path<V>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
