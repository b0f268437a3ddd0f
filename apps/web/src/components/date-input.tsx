import { useState, type Ref } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { DATE_FORMAT, localIsoDate } from '../lib/dates';
import { INVALID_DATE, type DatePreset } from './date-values';

const INVALID_MESSAGE = 'Enter the date as dd-mm-yyyy';
const ISO = 'YYYY-MM-DD';

export type DateInputProps = {
  label: string;
  /** YYYY-MM-DD, '' when blank, INVALID_DATE while the typed text is not a date */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** one-click dates under the field (days from today) */
  presets?: readonly DatePreset[];
  width?: number | string | Record<string, number | string>;
};

const toDayjs = (value: string): Dayjs | null =>
  value && value !== INVALID_DATE ? dayjs(value) : null;

function Presets({
  presets,
  onPick,
}: {
  presets: readonly DatePreset[];
  onPick: (iso: string) => void;
}) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label="Quick dates"
      sx={{ gap: 0.75, flexWrap: 'wrap' }}
    >
      {presets.map((p) => (
        <Button
          key={p.label}
          size="small"
          variant="outlined"
          sx={{ minWidth: 0, py: 0.25 }}
          onClick={() => onPick(localIsoDate(dayjs().add(p.days, 'day').toDate()))}
        >
          {p.label}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * A date typed or picked as dd-mm-yyyy (spec §9), held as YYYY-MM-DD. Half-typed or impossible
 * dates hold INVALID_DATE and say how to write one, so nothing is silently dropped.
 */
export function DateInput(props: DateInputProps) {
  const { value, onChange, presets } = props;
  const [typedWrong, setTypedWrong] = useState(false);
  const message = typedWrong ? INVALID_MESSAGE : props.error;
  const change = (next: Dayjs | null) => {
    const valid = next === null || next.isValid();
    setTypedWrong(!valid);
    onChange(next === null ? '' : valid ? next.format(ISO) : INVALID_DATE);
  };
  // en-gb: weeks start on Monday and dates read day first, like every date shown. The provider
  // lives here, not around the app, so screens without a date field never load the pickers.
  const picker = (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DesktopDatePicker
        label={props.label}
        value={toDayjs(value)}
        onChange={change}
        format={DATE_FORMAT}
        disabled={props.disabled}
        enableAccessibleFieldDOMStructure={false}
        inputRef={props.inputRef}
        slotProps={{
          textField: {
            size: props.size,
            required: props.required,
            fullWidth: props.fullWidth,
            error: Boolean(message),
            helperText: message ?? props.helperText,
            onBlur: props.onBlur,
            slotProps: { inputLabel: { shrink: true } },
            sx: props.width === undefined ? undefined : { width: props.width },
          },
          openPickerButton: { 'aria-label': `Choose ${props.label.toLowerCase()}` },
        }}
      />
    </LocalizationProvider>
  );
  if (!presets) return picker;
  return (
    <Stack spacing={1}>
      {picker}
      <Presets
        presets={presets}
        onPick={(iso) => {
          setTypedWrong(false);
          onChange(iso);
        }}
      />
    </Stack>
  );
}
