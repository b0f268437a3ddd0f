import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { CSSObject, Theme } from '@mui/material/styles';
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '@studydesk/contract/plain';
import { CARD_SHADOW } from '../../lib/theme/overrides';
import { useMenuState } from '../menu-state';
import { Navigation } from '../navigation/navigation';
import { useBelowLg } from '../use-below-lg';
import { DrawerHeader } from './drawer-header';

export const NAV_LABEL = 'mailbox folders';

/** Width animation of the permanent (mini variant) drawer: 260 open, 60 collapsed. */
function miniMixin(theme: Theme, open: boolean): CSSObject {
  return {
    width: open ? DRAWER_WIDTH : MINI_DRAWER_WIDTH,
    overflowX: 'hidden',
    borderRight: open ? `1px solid ${theme.palette.divider}` : 'none',
    boxShadow: open ? 'none' : CARD_SHADOW,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: open
        ? theme.transitions.duration.enteringScreen
        : theme.transitions.duration.leavingScreen,
    }),
  };
}

function DrawerContent({ open }: { open: boolean }) {
  return (
    <>
      <DrawerHeader open={open} />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <Navigation />
      </Box>
    </>
  );
}

function OverlayDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { 'aria-label': 'Main menu' } }}
      sx={{
        '& .MuiDrawer-paper': {
          boxSizing: 'border-box',
          width: DRAWER_WIDTH,
          borderRight: 1,
          borderColor: 'divider',
          backgroundImage: 'none',
        },
      }}
    >
      {/* The overlay is portalled, so the landmark lives inside it. */}
      <Box
        component="nav"
        aria-label={NAV_LABEL}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <DrawerContent open />
      </Box>
    </Drawer>
  );
}

function MiniDrawer({ open }: { open: boolean }) {
  return (
    <Box component="nav" aria-label={NAV_LABEL} sx={{ flexShrink: 0, zIndex: 1200 }}>
      <Drawer
        variant="permanent"
        open={open}
        sx={(theme) => ({
          flexShrink: 0,
          whiteSpace: 'nowrap',
          boxSizing: 'border-box',
          ...miniMixin(theme, open),
          '& .MuiDrawer-paper': miniMixin(theme, open),
        })}
      >
        <DrawerContent open={open} />
      </Drawer>
    </Box>
  );
}

/** Side drawer: permanent mini variant from the large breakpoint up, an overlay below it. */
export function MainDrawer() {
  const belowLg = useBelowLg();
  const { drawerOpen, toggleDrawer } = useMenuState();
  // Spec §2: closing the temporary drawer toggles the open flag.
  return belowLg ? (
    <OverlayDrawer open={drawerOpen} onClose={toggleDrawer} />
  ) : (
    <MiniDrawer open={drawerOpen} />
  );
}
