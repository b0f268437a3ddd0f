import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export type TextInputProps = Omit<OutlinedInputProps, 'size' | 'sx' | 'label'> & {
  label: string;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  /** keep the label above the field (date and time inputs draw their own placeholder) */
  shrink?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * An outlined text field drawn as MUI's TextField draws it (label, input, helper text), without
 * TextField's module: that one imports the Select family (Select, Menu, Popover, the other input
 * variants: about 9 KB) even where no field is a select, and it sat on the first load of every
 * list for its search box.
 */
export function TextInput(props: TextInputProps) {
  const { label, helperText, size, shrink, sx, fullWidth, required, error, id, ...input } = props;
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      size={size}
      sx={sx}
      fullWidth={fullWidth}
      required={required}
      error={error}
    >
      <InputLabel htmlFor={inputId} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={required ? `${label} *` : label}
        notched={shrink}
        aria-describedby={helperId}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
