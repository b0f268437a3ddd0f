import { useId } from 'react';
import type { FieldProps } from './field';
import { PasswordStrength } from './strength';
import { TextField } from './text-field';

/**
 * A new password, its strength hint under it, and the same password again (registering,
 * choosing a new one from a reset link).
 */
export function NewPasswordFields(props: {
  password: FieldProps<string>;
  confirm: FieldProps<string>;
  label: string;
  confirmLabel: string;
}) {
  const strengthId = useId();
  return (
    <>
      <TextField
        {...props.password}
        label={props.label}
        password
        autoComplete="new-password"
        describedBy={strengthId}
      />
      <PasswordStrength id={strengthId} password={props.password.value} />
      <TextField
        {...props.confirm}
        label={props.confirmLabel}
        password
        autoComplete="new-password"
      />
    </>
  );
}
