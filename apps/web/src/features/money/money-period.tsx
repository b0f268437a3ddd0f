import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MoneyPeriod } from './use-money-period';

// The browser's own month field, styled like the other fields: no text-field or picker code.
const inputSx = {
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'grey.400',
  borderRadius: 1,
  px: 1.5,
  py: 1,
  width: { xs: '100%', sm: 180 },
  boxSizing: 'border-box',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
} as const;

function MonthField(props: {
  label: string;
  value: string;
  bad: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={id} variant="caption" color="text.secondary">
        {props.label}
      </Typography>
      <Box
        component="input"
        id={id}
        type="month"
        value={props.value}
        aria-invalid={props.bad}
        onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
        sx={inputSx}
      />
    </Stack>
  );
}

/** From month, to month, kept in the URL. */
export function MoneyPeriodPicker({ period }: { period: MoneyPeriod }) {
  const bad = period.from > period.to;
  return (
    <Stack role="group" aria-label="Period" spacing={0.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <MonthField
          label="From month"
          value={period.from}
          bad={bad}
          onChange={(v) => period.set('from', v)}
        />
        <MonthField
          label="To month"
          value={period.to}
          bad={bad}
          onChange={(v) => period.set('to', v)}
        />
      </Stack>
      {bad && (
        <Typography role="alert" variant="caption" color="error.main">
          From must be on or before To
        </Typography>
      )}
    </Stack>
  );
}
