import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INVALID_DATE } from './date-values';
import { LazyDateInput } from './lazy-date-input';
import type { ListFilter } from './filter-values';

export type { ListFilter } from './filter-values';

type FieldProps = {
  filter: ListFilter;
  value: string;
  onChange: (name: string, value?: string) => void;
};

/** One filter's field, the panel's full width; every change goes to the URL at once. */
export function FilterField({ filter, value, onChange }: FieldProps) {
  if (filter.render) return <>{filter.render(value, (next) => onChange(filter.name, next))}</>;
  if (filter.type === 'date')
    return (
      <LazyDateInput
        size="small"
        label={filter.label}
        value={value}
        // a half-typed date filters nothing until it is whole
        onChange={(next) => next !== INVALID_DATE && onChange(filter.name, next)}
        width="100%"
      />
    );
  return (
    <TextField
      size="small"
      label={filter.label}
      value={value}
      onChange={(event) => onChange(filter.name, event.target.value)}
      select
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{filter.anyLabel ?? 'Any'}</MenuItem>
      {filter.options?.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
