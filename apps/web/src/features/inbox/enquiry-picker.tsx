import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SearchHit } from '@studydesk/contract';
import { useDebounced } from '../../lib/use-debounced';
import { useGlobalSearchQuery } from '../search/search-api';

/** Typing settles for this long before a search is asked, as in the header's search. */
const SETTLE_MS = 150;

type Props = { value: SearchHit | null; onChange: (hit: SearchHit | null) => void };

/**
 * Finds the enquiry a mail belongs to by name, e-mail, phone or enquiry number: the header
 * search's enquiries (the server answers only what the viewer may see).
 */
export function EnquiryPicker({ value, onChange }: Props) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const q = useDebounced(typed, SETTLE_MS);
  const query = useGlobalSearchQuery(q, { skip: q === '' });
  const hits =
    q === typed ? (query.currentData?.groups.find((g) => g.kind === 'enquiry')?.items ?? []) : [];
  return (
    <Autocomplete<SearchHit>
      options={hits}
      value={value}
      onChange={(_e, hit) => onChange(hit)}
      inputValue={text}
      onInputChange={(_e, v) => setText(v)}
      filterOptions={(x) => x}
      getOptionLabel={(h) => h.label}
      getOptionKey={(h) => h.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={typed !== '' && (query.isFetching || q !== typed)}
      loadingText="Searching…"
      noOptionsText={typed ? `No enquiry matches “${typed}”` : 'Type a name, e-mail or phone'}
      renderOption={({ key, ...props }, h) => (
        <li key={key} {...props}>
          <span>
            {h.label}
            {h.secondary && (
              <>
                <br />
                <small>{h.secondary}</small>
              </>
            )}
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Enquiry" placeholder="Name, e-mail or phone" />
      )}
    />
  );
}
