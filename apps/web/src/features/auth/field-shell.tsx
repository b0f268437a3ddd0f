import type { ReactNode } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';

/** aria-describedby for an input whose error text FieldShell renders. */
export const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-describedby': `${id}-error` } : {};

/** Label above, input, and the inline error below (Mantis form style). */
export function FieldShell(props: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1}>
      <InputLabel htmlFor={props.id}>{props.label}</InputLabel>
      {props.children}
      {props.error && (
        <FormHelperText error id={`${props.id}-error`}>
          {props.error}
        </FormHelperText>
      )}
    </Stack>
  );
}
