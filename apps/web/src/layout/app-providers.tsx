import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { TOAST_AUTO_CLOSE_MS } from '@studydesk/contract/plain';
import type { AppStore } from '../lib/store';
import { theme } from '../lib/theme';

/** Store, theme and toasts (spec §1: top right, 3000 ms, light, closeable, draggable). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <ToastContainer
          position="top-right"
          autoClose={TOAST_AUTO_CLOSE_MS}
          theme="light"
          closeButton
          draggable
          pauseOnHover
          newestOnTop
        />
      </ThemeProvider>
    </Provider>
  );
}
