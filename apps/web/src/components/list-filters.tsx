import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FilterOutlined } from '@ant-design/icons';
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
};

type Props = {
  filters: readonly ListFilter[];
  values?: Readonly<Record<string, string>>;
  onChange: (name: string, value?: string) => void;
  onClear: () => void;
};

function FilterField({
  filter,
  value,
  onChange,
}: { filter: ListFilter; value: string } & Pick<Props, 'onChange'>) {
  const select = filter.type === 'select';
  if (filter.render) return <>{filter.render(value, (next) => onChange(filter.name, next))}</>;
  if (!select)
    return (
      <LazyDateInput
        size="small"
        label={filter.label}
        value={value}
        // a half-typed date filters nothing until it is whole
        onChange={(next) => next !== INVALID_DATE && onChange(filter.name, next)}
        width={{ xs: '100%', sm: 170 }}
      />
    );
  return (
    <TextField
      size="small"
      label={filter.label}
      value={value}
      onChange={(event) => onChange(filter.name, event.target.value)}
      select
      sx={{ width: { xs: '100%', sm: 170 } }}
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

/** Below the sm breakpoint: a "Filters" button (with how many are set) and a side panel. */
function FilterPanel({
  active,
  fields,
  clear,
}: {
  active: number;
  fields: ReactNode;
  clear: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterOutlined aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 320, maxWidth: '88vw', p: 2.5 },
          },
        }}
      >
        <Stack spacing={2.5}>
          <Typography id={titleId} variant="h5" component="h2">
            Filters
          </Typography>
          {fields}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
            {clear}
            <Button variant="contained" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
}

/**
 * A list's filters: in a row beside the search from the sm breakpoint, behind a "Filters"
 * button that opens a side panel below it. Every change goes to the URL at once.
 */
export function ListFilters({ filters, values = {}, onChange, onClear }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const active = filters.filter((f) => values[f.name]).length;
  const fields = filters.map((f) => (
    <FilterField key={f.name} filter={f} value={values[f.name] ?? ''} onChange={onChange} />
  ));
  const clear = active > 0 && <Button onClick={onClear}>Clear filters</Button>;
  if (phone) return <FilterPanel active={active} fields={fields} clear={clear} />;
  // the fields wrap in the toolbar's own row, beside the search, not as one block below it
  return (
    <>
      {fields}
      {clear}
    </>
  );
}
