import { z } from 'zod';

/*
 * The app runs under a Content-Security-Policy without 'unsafe-eval' (apps/api plugins/
 * security.ts). Zod probes for eval with `new Function` to compile faster parsers; the probe
 * fails quietly but the browser still reports it as a violation. Imported first by main.tsx.
 */
z.config({ jitless: true });
