import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { AppStore } from '../lib/store';
import { theme } from '../lib/theme';
import { Toasts } from '../lib/toast/toast';

/** Store, theme and toasts (spec §1: top right, 3000 ms, light, closeable, draggable). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Toasts />
      </ThemeProvider>
    </Provider>
  );
}
