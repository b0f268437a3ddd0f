import type { FieldProps } from '../kit/field';
import { TextField } from '../kit/text-field';

/** The address of a staff account (signing in, asking for a reset link). */
export function AccountEmailField(props: FieldProps<string>) {
  return (
    <TextField
      {...props}
      label="Email Address"
      type="email"
      autoComplete="username"
      placeholder="Enter email address"
    />
  );
}
