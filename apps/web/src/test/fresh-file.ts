import { toast } from 'react-toastify';
import { vi } from 'vitest';

/*
 * The web files share one worker's window and module cache (`isolate: false` in
 * vitest.config.ts): loading React, MUI and jsdom once per worker instead of once per file is
 * most of what the project spent (docs/DECISIONS.md has the measures). Each file still starts as
 * on a fresh page: the app's own modules (stores, caches, listeners kept in module state) are
 * loaded anew, and what the window keeps between files (the address, storage, the toaster's
 * queue of toasts shown with no toaster on the page) is put back. Listed first, so that
 * setup.ts and the file load their modules after the reset.
 */
vi.resetModules();
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
toast.dismiss();
