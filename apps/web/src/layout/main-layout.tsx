import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { MainDrawer } from './drawer/main-drawer';
import { Header } from './header/header';
import { MenuStateProvider } from './menu-state';
import { ProgressBar } from './progress-bar';
import { ShortcutsHelp } from './shortcuts-help';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';

/** The signed-in shell: top bar, side drawer and the page in a main landmark. */
export function MainLayout() {
  return (
    <MenuStateProvider>
      <SkipLink />
      <ShortcutsHelp />
      <Box sx={{ display: 'flex', width: '100%', minHeight: '100vh' }}>
        <Header />
        <MainDrawer />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          <Toolbar />
          <Suspense fallback={<ProgressBar />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </MenuStateProvider>
  );
}

export default MainLayout;
