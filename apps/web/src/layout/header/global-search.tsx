import { useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_KIND_LABELS, type SearchHit } from '@studydesk/contract';
import { useRecent } from '../../features/search/recent';
import { useGlobalSearchQuery } from '../../features/search/search-api';
import { hitUrl } from '../../features/search/search-targets';
import { useShortcuts } from '../../lib/shortcuts';
import { useDebounced } from '../../lib/use-debounced';

/** Typing settles for this long before a search is asked (each keystroke would be wasted). */
const SETTLE_MS = 150;
const SHORTCUTS = '/ Control+K Meta+K';
const isModK = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';

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

/** The search box: results grouped by kind as you type, recent items while it is empty. */
function SearchBody({ onPick }: { onPick: (hit: SearchHit) => void }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SETTLE_MS);
  const query = useGlobalSearchQuery(q, { skip: q === '' });
  const { recent } = useRecent();
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

/** The header's global search: a button, `/` or Ctrl/⌘+K opens it; picking a hit goes there. */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { remember } = useRecent();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  useShortcuts([
    { keys: '/', description: 'Search everything', run: () => setOpen(true) },
    {
      keys: 'Ctrl+K',
      description: 'Search everything',
      matches: isModK,
      inFields: true,
      run: () => setOpen(true),
    },
  ]);
  const pick = (hit: SearchHit) => {
    remember(hit);
    setOpen(false);
    void navigate(hitUrl(hit));
  };
  return (
    <>
      {phone ? (
        <IconButton
          aria-label="Search"
          aria-keyshortcuts={SHORTCUTS}
          onClick={() => setOpen(true)}
          sx={{ color: 'text.primary' }}
        >
          <SearchOutlined aria-hidden />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<SearchOutlined aria-hidden />}
          aria-keyshortcuts={SHORTCUTS}
          onClick={() => setOpen(true)}
          sx={{
            borderColor: 'divider',
            color: 'text.secondary',
            minWidth: 220,
            justifyContent: 'flex-start',
          }}
        >
          Search
          <Box
            component="kbd"
            sx={{ ml: 'auto', pl: 2, fontFamily: 'inherit', fontSize: '0.75rem' }}
            aria-hidden
          >
            /
          </Box>
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        slotProps={{
          paper: {
            'aria-label': 'Search',
            sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 }, p: 2, overflow: 'visible' },
          },
        }}
      >
        <SearchBody onPick={pick} />
      </Dialog>
    </>
  );
}
