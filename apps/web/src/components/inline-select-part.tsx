import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { InlineSelectProps } from './inline-select-types';

type Props = InlineSelectProps & {
  /** opened (and focused) at once: the user opened it before its code was in */
  defaultOpen: boolean;
  autoFocus: boolean;
};

/** MUI's select, small, for a table cell or a detail line (loaded by `InlineSelect`). */
export default function InlineSelectPart({
  label,
  value,
  options,
  onChange,
  renderValue,
  disabled,
  minWidth = 130,
  defaultOpen,
  autoFocus,
}: Props) {
  return (
    <Select
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      renderValue={renderValue}
      displayEmpty
      disabled={disabled}
      defaultOpen={defaultOpen}
      autoFocus={autoFocus}
      inputProps={{ 'aria-label': label }}
      sx={{ minWidth, bgcolor: 'background.paper', '& .MuiSelect-select': { py: 0.5 } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </Select>
  );
}
