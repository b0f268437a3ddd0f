import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { IconProvider } from '@ant-design/icons';
import { ThemeProvider } from '@mui/material/styles';
import type { AppStore } from '../lib/store';
import { theme } from '../lib/theme';
import { Toasts } from '../lib/toast/toast';

/** The icons' rules come with the page (lib/theme/icons.css), not from each icon as it mounts. */
const ICONS = { zeroRuntime: true };

/** Store, theme and toasts (spec §1: top right, 3000 ms, light, closeable, draggable). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <IconProvider value={ICONS}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <Toasts />
        </ThemeProvider>
      </IconProvider>
    </Provider>
  );
}
