import type { SxProps, Theme } from '@mui/material/styles';
import { BLUE } from '../../lib/theme/palette';

/** Hover and selected looks while the drawer is open: blue text and a bar on the right. */
const OPEN_STATES = {
  '&:hover': { bgcolor: BLUE[50] },
  '&.Mui-selected': {
    bgcolor: BLUE[50],
    borderRight: `2px solid ${BLUE[500]}`,
    color: BLUE[600],
    '& .nav-item-icon': { color: BLUE[600] },
    '&:hover': { bgcolor: BLUE[50] },
  },
};

/** ...and while collapsed: only the icon tile lights up. */
const TILE_STATES = {
  '&:hover': { bgcolor: 'transparent', '& .nav-item-icon': { bgcolor: 'grey.100' } },
  '&.Mui-selected': {
    bgcolor: 'transparent',
    '& .nav-item-icon': { bgcolor: BLUE[50], color: BLUE[600] },
    '&:hover': { bgcolor: 'transparent' },
  },
};

/** Mantis menu item look: blue text and a right bar when selected; icon tiles when collapsed. */
export function navItemSx(drawerOpen: boolean, level: number): SxProps<Theme> {
  const tile = !drawerOpen && level === 1;
  return {
    zIndex: 1201,
    pl: drawerOpen ? `${level * 28}px` : 1.5,
    py: tile ? 1.25 : 1,
    color: 'text.primary',
    '& .nav-item-icon': {
      minWidth: 28,
      color: 'text.primary',
      ...(tile && {
        borderRadius: 1.5,
        width: 36,
        height: 36,
        alignItems: 'center',
        justifyContent: 'center',
      }),
    },
    '& .MuiListItemText-primary': { fontSize: '0.875rem' },
    ...(drawerOpen ? OPEN_STATES : TILE_STATES),
  };
}
