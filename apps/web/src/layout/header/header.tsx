import { MenuFoldOutlined } from '../../lib/icons/menu-fold-outlined';
import { MenuUnfoldOutlined } from '../../lib/icons/menu-unfold-outlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '@studydesk/contract/plain';
import { useMenuState } from '../menu-state';
import { GlobalSearch } from '../../features/search/global-search';
import { Notifications } from '../../features/notifications/notifications';
import { ProfileMenu } from './profile-menu';

/** Labelled "open drawer" while closed, "toggle drawer" while open. */
function DrawerToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <IconButton
      aria-label={open ? 'toggle drawer' : 'open drawer'}
      aria-expanded={open}
      onClick={onToggle}
      edge="start"
      sx={{
        color: 'text.primary',
        bgcolor: open ? 'transparent' : 'grey.100',
        ml: { xs: 0, lg: -1 },
      }}
    >
      {open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
    </IconButton>
  );
}

/** The top bar: drawer toggle on the left, bell and profile menu on the right. */
export function Header() {
  const { drawerOpen, toggleDrawer } = useMenuState();
  const drawerWidth = drawerOpen ? DRAWER_WIDTH : MINI_DRAWER_WIDTH;
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        zIndex: 1100,
        width: { xs: '100%', lg: `calc(100% - ${drawerWidth}px)` },
        transition: theme.transitions.create(['width', 'margin'], {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.enteringScreen,
        }),
      })}
    >
      <Toolbar sx={{ px: { xs: 2, sm: 3 } }}>
        <DrawerToggle open={drawerOpen} onToggle={toggleDrawer} />
        {/* No page name here on phones: the page's h1 just below says it (once). */}
        <Box sx={{ ml: { xs: 1, sm: 2 } }}>
          <GlobalSearch />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Notifications />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
