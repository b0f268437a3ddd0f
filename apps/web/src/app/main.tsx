import '../lib/strict-csp';
import '../lib/theme/fonts.css';
import '../lib/theme/icons.css';
import '../lib/theme/motion.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../layout/app-providers';
import { showHandedToasts } from '../lib/toast/toast';
import { followToasts } from './hand-over';
import { createAppRouter } from './router';
import { makeStore } from '../lib/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

followToasts();
// what the public screens handed over ("Login successful"), shown once the toaster is up
showHandedToasts();
// A transition: React works in short slices and the page stays responsive.
startTransition(() => createRoot(container).render(app));
