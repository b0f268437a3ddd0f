import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Option } from '../lib/options';

type InlineSelectProps = {
  /** the accessible name, e.g. "Status of ENQ-000042" */
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  renderValue?: (value: string) => ReactNode;
  disabled?: boolean;
  minWidth?: number;
};

/**
 * A compact select for a table cell or a detail line. Its keys stay its own: the data grid
 * around it would otherwise take the arrows for moving between cells.
 */
export function InlineSelect({
  label,
  value,
  options,
  onChange,
  renderValue,
  disabled,
  minWidth = 130,
}: InlineSelectProps) {
  return (
    <Box onKeyDown={(event) => event.stopPropagation()} sx={{ display: 'inline-flex' }}>
      <Select
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        renderValue={renderValue}
        displayEmpty
        disabled={disabled}
        inputProps={{ 'aria-label': label }}
        sx={{ minWidth, bgcolor: 'background.paper', '& .MuiSelect-select': { py: 0.5 } }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </Box>
  );
}
