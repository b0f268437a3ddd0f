import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SearchHit } from '@studydesk/contract';
import { useDebounced } from '../../lib/use-debounced';
import {
  entryKey,
  entryLabel,
  foundEntries,
  recentEntries,
  type PaletteEntry,
} from './palette-entries';
import { InlinePopper, PaletteGroup, PaletteOption, PhoneCancel } from './palette-parts';
import { useGlobalSearchQuery } from './search-api';

/** Typing settles for this long before a search is asked (each keystroke would be wasted). */
const SETTLE_MS = 150;

type PaletteProps = {
  recent: SearchHit[];
  onPick: (entry: PaletteEntry) => void;
  /** Esc: the palette goes (the box would otherwise keep the key to itself). */
  onClose: () => void;
};

/**
 * The header's command palette: a combobox over one listbox of groups (ARIA `group`s of
 * `option`s): each group's top hits and "See all N"; arrows move, Enter opens, Esc closes.
 * Recent items while the box is empty.
 */
export function SearchPalette({ recent, onPick, onClose }: PaletteProps) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const q = useDebounced(typed, SETTLE_MS);
  const query = useGlobalSearchQuery(q, { skip: q === '' });
  const found = query.currentData ? foundEntries(query.currentData, q) : [];
  const options = typed === '' ? recentEntries(recent) : q === typed ? found : [];
  const empty =
    typed === ''
      ? 'Type a name, phone number, e-mail or enquiry number'
      : `Nothing matches “${typed}”`;
  return (
    <Autocomplete<PaletteEntry, false, true>
      open
      onClose={(_e, reason) => reason === 'escape' && onClose()}
      options={options}
      groupBy={(e) => e.group}
      getOptionLabel={entryLabel}
      getOptionKey={entryKey}
      isOptionEqualToValue={(a, b) => entryKey(a) === entryKey(b)}
      filterOptions={(x) => x}
      inputValue={text}
      onInputChange={(_e, value, reason) => reason === 'input' && setText(value)}
      onChange={(_e, entry) => entry && onPick(entry)}
      loading={query.isFetching || q !== typed}
      loadingText="Searching…"
      noOptionsText={empty}
      autoHighlight
      // a palette: no chevron, no clear button; the results sit in the dialog, not over it
      forcePopupIcon={false}
      disableClearable
      slots={{ popper: InlinePopper }}
      slotProps={{
        paper: { elevation: 0, sx: { mt: 1, bgcolor: 'transparent' } },
        listbox: {
          component: 'div',
          sx: {
            maxHeight: 'none',
            py: 0.5,
            '& .MuiAutocomplete-option': { minHeight: 'auto', py: 0.75, px: 2, borderRadius: 1 },
          },
        },
      }}
      renderGroup={({ key, group, children }) => (
        <PaletteGroup key={key} group={group}>
          {children}
        </PaletteGroup>
      )}
      renderOption={({ key, ...props }, entry) => (
        <PaletteOption key={key} props={props} entry={entry} />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label="Search"
          placeholder="Name, phone, e-mail or ENQ number"
          slotProps={{
            input: { ...params.InputProps, endAdornment: <PhoneCancel onClose={onClose} /> },
          }}
        />
      )}
    />
  );
}
