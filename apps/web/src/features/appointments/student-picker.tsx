import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebounced } from '../../lib/use-debounced';
import { useGlobalSearchQuery } from '../search/search-api';

export type PickedStudent = { id: string; label: string; secondary?: string | null };

const MIN_QUERY = 2;

/** The student a session is for, found as the header's search finds them (name, phone, ...). */
export function StudentPicker(props: {
  value: PickedStudent | null;
  onChange: (student: PickedStudent | null) => void;
}) {
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), 250);
  const search = useGlobalSearchQuery(q, { skip: q.length < MIN_QUERY });
  const found = search.data?.groups.find((g) => g.kind === 'enquiry')?.items ?? [];
  return (
    <Autocomplete<PickedStudent>
      value={props.value}
      onChange={(_e, v) => props.onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      options={found}
      // the server has matched them already
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText={q.length < MIN_QUERY ? 'Type a name, phone or e-mail' : 'No student found'}
      renderOption={({ key, ...li }, o) => (
        <li key={key} {...li}>
          {o.secondary ? `${o.label} · ${o.secondary}` : o.label}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Student" required />}
    />
  );
}
