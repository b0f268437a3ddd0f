import type { Ref } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { describedBy, FieldShell } from './field-shell';
import { PasswordInput } from './password-input';

type Props = Omit<OutlinedInputProps, 'error'> & {
  id: string;
  label: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** a password box with a show / hide toggle */
  password?: boolean;
};

/** A labelled input of the public forms with its inline error (sign-in, registration, profile). */
export function AuthInput({ id, label, error, password, inputProps, ...input }: Props) {
  const Input = password ? PasswordInput : OutlinedInput;
  return (
    <FieldShell id={id} label={label} error={error}>
      <Input
        {...input}
        id={id}
        fullWidth
        error={Boolean(error)}
        inputProps={{ ...inputProps, ...describedBy(id, error, inputProps?.['aria-describedby']) }}
      />
    </FieldShell>
  );
}

/** react-hook-form's register for MUI inputs, which take the ref as inputRef. */
export const inputsOf =
  <V extends FieldValues>(register: UseFormRegister<V>) =>
  (name: Path<V>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
