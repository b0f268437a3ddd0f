import { useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SEARCH_KIND_LABELS, type SearchHit } from '@studydesk/contract';
import { useRecent } from '../../features/search/recent';
import { useGlobalSearchQuery } from '../../features/search/search-api';
import { hitUrl } from '../../features/search/search-targets';
import { useDebounced } from '../../lib/use-debounced';

// Its own chunk (the autocomplete, the text field, the search's schemas): loaded when the
// search first opens, or ahead of that (global-search.tsx).

/** Typing settles for this long before a search is asked (each keystroke would be wasted). */
const SETTLE_MS = 150;

const sameHit = (a: SearchHit, b: SearchHit) => a.kind === b.kind && a.id === b.id;

function HitOption({ hit }: { hit: SearchHit }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography noWrap>{hit.label}</Typography>
      {hit.secondary && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {hit.secondary}
        </Typography>
      )}
    </Box>
  );
}

type BodyProps = { recent: SearchHit[]; onPick: (hit: SearchHit) => void };

/** The search box: results grouped by kind as you type, recent items while it is empty. */
function SearchBody({ recent, onPick }: BodyProps) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SETTLE_MS);
  const query = useGlobalSearchQuery(q, { skip: q === '' });
  const found = query.currentData?.groups.flatMap((g) => g.items) ?? [];
  const options = text.trim() === '' ? recent : q === text.trim() ? found : [];
  const empty =
    text.trim() === ''
      ? 'Type a name, phone number, e-mail or enquiry number'
      : `Nothing matches “${text.trim()}”`;
  return (
    <Autocomplete<SearchHit>
      open
      options={options}
      groupBy={(h) => (text.trim() === '' ? 'Recent' : SEARCH_KIND_LABELS[h.kind])}
      getOptionLabel={(h) => h.label}
      getOptionKey={(h) => `${h.kind}:${h.id}`}
      isOptionEqualToValue={sameHit}
      filterOptions={(x) => x}
      inputValue={text}
      onInputChange={(_e, value, reason) => reason === 'input' && setText(value)}
      value={null}
      onChange={(_e, hit) => hit && onPick(hit)}
      loading={query.isFetching || q !== text.trim()}
      loadingText="Searching…"
      noOptionsText={empty}
      autoHighlight
      // inside the dialog: a portal beside it would be hidden from screen readers by the modal
      disablePortal
      renderOption={({ key, ...props }, hit) => (
        <li key={key} {...props}>
          <HitOption hit={hit} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label="Search"
          placeholder="Name, phone, e-mail or ENQ number"
        />
      )}
    />
  );
}

/** The search dialog: picking a hit remembers it among the recent ones and goes there. */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { recent, remember } = useRecent();
  const pick = (hit: SearchHit) => {
    remember(hit);
    onClose();
    void navigate(hitUrl(hit));
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          'aria-label': 'Search',
          sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 }, p: 2, overflow: 'visible' },
        },
      }}
    >
      <SearchBody recent={recent} onPick={pick} />
    </Dialog>
  );
}
