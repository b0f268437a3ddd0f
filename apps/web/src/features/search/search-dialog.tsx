import { useNavigate } from 'react-router';
import Dialog from '@mui/material/Dialog';
import type { PaletteEntry } from './palette-entries';
import { useRecent } from './recent';
import { SearchPalette } from './search-palette';
import { hitUrl } from './search-targets';

// Its own chunk (the autocomplete, the text field, the search's schemas): loaded when the
// search first opens, or ahead of that (global-search.tsx).

/**
 * The search dialog: a command palette near the top of the screen. A hit is remembered among
 * the recent ones and opened; "See all N" opens the group's list filtered by what was typed.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { recent, remember } = useRecent();
  const pick = (entry: PaletteEntry) => {
    if (entry.type === 'hit') remember(entry.hit);
    onClose();
    void navigate(entry.type === 'hit' ? hitUrl(entry.hit) : entry.url);
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
          sx: {
            alignSelf: 'flex-start',
            m: { xs: 1, sm: 4 },
            mt: { xs: 1, sm: 6 },
            width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
            maxHeight: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 96px)' },
            p: { xs: 1.5, sm: 2 },
          },
        },
      }}
    >
      <SearchPalette recent={recent} onPick={pick} onClose={onClose} />
    </Dialog>
  );
}
