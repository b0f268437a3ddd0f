import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { DateInputProps } from './date-input';

type DateInputModule = typeof import('./date-input');
let loaded: DateInputModule | undefined;
let loading: Promise<DateInputModule> | undefined;

/** Loads the date picker's code (MUI X pickers, dayjs) once, when a date field first shows. */
export const loadDateInput = (): Promise<DateInputModule> =>
  (loading ??= import('./date-input').then((m) => (loaded = m)));

/**
 * A date field whose picker loads on demand, so a screen's first load carries no picker code;
 * until it is in (a moment), a disabled field with the same label holds its place.
 */
export function LazyDateInput(props: DateInputProps) {
  const [mod, setMod] = useState(loaded);
  useEffect(() => {
    if (!mod) void loadDateInput().then(setMod);
  }, [mod]);
  if (mod) return <mod.DateInput {...props} />;
  return (
    <TextField
      label={props.label}
      size={props.size}
      fullWidth={props.fullWidth}
      sx={props.width === undefined ? undefined : { width: props.width }}
      slotProps={{ inputLabel: { shrink: true } }}
      value=""
      disabled
    />
  );
}
