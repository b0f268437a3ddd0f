import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { timeZoneOptions } from '../lib/time-zones';
import type { FormField } from './form-field';

/** The zones this browser knows, with their offsets today (the server checks the name again). */
const ZONES = timeZoneOptions();
type Zone = (typeof ZONES)[number];
/** A stored zone the list lacks (an old name) still shows, rather than an empty box. */
const zoneOf = (value: string): Zone =>
  ZONES.find((z) => z.value === value) ?? { value, label: value };

/** A required time zone, searchable by city or offset ("Kolkata", "+05:30"). */
export function timeZoneField<V extends FieldValues>(
  name: NoInfer<Path<V>>,
  helperText: string,
): FormField<V> {
  return {
    name,
    label: 'Time zone',
    render: (field, error) => (
      <Autocomplete
        options={ZONES}
        value={zoneOf(String(field.value))}
        isOptionEqualToValue={(o, v) => o.value === v.value}
        onChange={(_e, v) => field.onChange(v.value)}
        onBlur={field.onBlur}
        disableClearable
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={field.ref}
            label="Time zone"
            required
            error={Boolean(error)}
            helperText={error ?? helperText}
          />
        )}
      />
    ),
  };
}
