import type { ReactNode } from 'react';
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

/** 2025-03-01 as 01-03-2025 (spec §9), whatever the reader's time zone. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');

/** How a filter's value reads in its chip ("Pending", "01-03-2025", a college's name). */
export function filterValueLabel(filter: ListFilter, value: string): ReactNode {
  if (filter.valueLabel) return filter.valueLabel(value);
  if (filter.type === 'date') return dayFirst(value);
  return filter.options?.find((o) => o.value === value)?.label ?? value;
}
