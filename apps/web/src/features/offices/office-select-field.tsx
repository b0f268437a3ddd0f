import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Office } from '@studydesk/contract';

type Props = {
  offices: readonly Office[];
  value: string;
  onChange: (office: string) => void;
  /** false: one office must be chosen (no "All offices") */
  all?: boolean;
};

/** The office picker itself: "All offices" or one of the active offices. */
export default function OfficeSelectField({ offices, value, onChange, all = true }: Props) {
  return (
    <TextField
      select
      size="small"
      label="Office"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {all && <MenuItem value="">All offices</MenuItem>}
      {offices.map((o) => (
        <MenuItem key={o._id} value={o._id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
