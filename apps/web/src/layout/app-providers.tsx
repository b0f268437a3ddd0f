import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/en-gb';
import { TOAST_AUTO_CLOSE_MS } from '@studydesk/contract';
import type { AppStore } from '../app/store';
import { theme } from '../app/theme';

/** Store, theme, day-first date pickers and toasts (spec §1: top right, 3000 ms, light, closeable, draggable). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* en-gb: weeks start on Monday and dates read day first, like every date shown */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          {children}
        </LocalizationProvider>
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
