import type { ReactNode } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';

/** aria-describedby for an input whose error text FieldShell renders (after any own hint). */
export const describedBy = (id: string, error: string | undefined, hint?: string) => {
  const ids = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return ids ? { 'aria-describedby': ids } : {};
};

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
