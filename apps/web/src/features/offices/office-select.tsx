import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { OFFICE_PARAM } from './office-filter';
import { useOffices } from './use-offices';

/**
 * The office a screen without a Filters panel (Follow-up, the dashboard) is narrowed to, from
 * its URL; undefined ("All offices") for whoever has no choice to make.
 */
export function useOfficeParam() {
  const [params, setParams] = useSearchParams();
  const { canFilter } = useOffices();
  const office = canFilter ? (params.get(OFFICE_PARAM) ?? undefined) : undefined;
  const setOffice = (next: string) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set(OFFICE_PARAM, next);
        else out.delete(OFFICE_PARAM);
        return out;
      },
      { replace: true },
    );
  return [office, setOffice] as const;
}

/** "Office: All offices / Leeds / Pune" in a screen's heading; nothing for those with no choice. */
export function OfficeSelect() {
  const { canFilter, active } = useOffices();
  const [office, setOffice] = useOfficeParam();
  if (!canFilter) return null;
  return (
    <TextField
      select
      size="small"
      label="Office"
      value={office ?? ''}
      onChange={(event) => setOffice(event.target.value)}
      sx={{ minWidth: 180 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">All offices</MenuItem>
      {active.map((o) => (
        <MenuItem key={o._id} value={o._id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
