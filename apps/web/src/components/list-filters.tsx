import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INVALID_DATE } from './date-values';
import { LazyDateInput } from './lazy-date-input';

import type { Option } from '../lib/options';

/** One filter of a list, kept in the URL under `name` (list-params `filters`). */
export type ListFilter = {
  name: string;
  label: string;
  type: 'select' | 'date';
  options?: readonly Option[];
  /** the choice that clears a select, e.g. "Any status" */
  anyLabel?: string;
  /** for what a select cannot be (a searchable list of another resource's records) */
  render?: (value: string, onChange: (value?: string) => void) => ReactNode;
  /** how a set value reads in its chip, when it is not an option's label (a record's name) */
  valueLabel?: (value: string) => ReactNode;
  /** the chip's whole text, when "Label: value" does not read ("Campaign: not given") */
  chipLabel?: (value: string) => ReactNode;
};

type FieldProps = {
  filter: ListFilter;
  value: string;
  onChange: (name: string, value?: string) => void;
};

/** 2025-03-01 as 01-03-2025 (spec §9), whatever the reader's time zone. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');

/** How a filter's value reads in its chip ("Pending", "01-03-2025", a college's name). */
export function filterValueLabel(filter: ListFilter, value: string): ReactNode {
  if (filter.valueLabel) return filter.valueLabel(value);
  if (filter.type === 'date') return dayFirst(value);
  return filter.options?.find((o) => o.value === value)?.label ?? value;
}

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
