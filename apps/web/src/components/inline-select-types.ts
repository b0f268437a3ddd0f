import type { ReactNode } from 'react';
import type { Option } from '../lib/options';

export type InlineSelectProps = {
  /** the accessible name, e.g. "Status of ENQ-000042" */
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  renderValue?: (value: string) => ReactNode;
  disabled?: boolean;
  minWidth?: number;
};

/** What a select shows for its value: the caller's rendering, else the option's label. */
export const displayOf = ({ value, options, renderValue }: InlineSelectProps): ReactNode =>
  renderValue ? renderValue(value) : options.find((o) => o.value === value)?.label;

/**
 * Class names the select's look carries in place of MUI's root and value classes: a screen that
 * sizes its selects through MUI's classes (`.MuiInputBase-root`, `.MuiSelect-select`) names
 * these beside them, so the look holds the select's size and nothing moves when the select comes.
 */
export const LOOK_CLASSES = { root: 'SelectLook-root', value: 'SelectLook-value' } as const;
