import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SearchOutlined } from '../../lib/icons/search-outlined';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import { useShortcuts } from '../../lib/shortcuts';

export const SearchDialog = lazyPart(() => import('./search-dialog'));

const SHORTCUTS = '/ Control+K Meta+K';
const isModK = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';

function SearchButton({ phone, onOpen }: { phone: boolean; onOpen: () => void }) {
  // a pointer on its way or a focus: the dialog's code comes before the click
  const common = {
    'aria-keyshortcuts': SHORTCUTS,
    onClick: onOpen,
    onPointerEnter: SearchDialog.preload,
    onFocus: SearchDialog.preload,
  };
  if (phone)
    return (
      <IconButton aria-label="Search" {...common} sx={{ color: 'text.primary' }}>
        <SearchOutlined aria-hidden />
      </IconButton>
    );
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<SearchOutlined aria-hidden />}
      {...common}
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
  );
}

/** The header's global search: a button, `/` or Ctrl/⌘+K opens it; picking a hit goes there. */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
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
  return (
    <>
      <SearchButton phone={phone} onOpen={() => setOpen(true)} />
      <LazyPopup open={open}>
        <SearchDialog open={open} onClose={() => setOpen(false)} />
      </LazyPopup>
    </>
  );
}
