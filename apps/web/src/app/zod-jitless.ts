// What `zod` resolves to in the web build (vite.config.ts alias): zod itself, switched to its
// jitless mode before any module that imports it builds a schema. Whichever chunk brings zod
// into a page first (the shell, a page loading beside it, a public form's schema), no schema
// ever probes for eval, which the CSP refuses and reports (app/strict-csp.ts).
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
