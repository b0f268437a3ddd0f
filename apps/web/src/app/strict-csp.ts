import { z } from 'zod';

/*
 * The app runs under a Content-Security-Policy without 'unsafe-eval' (apps/api plugins/
 * security.ts). Zod probes for eval with `new Function` to compile faster parsers; the probe
 * fails quietly but the browser still reports it as a violation. Imported first by every module
 * that brings zod into the page: the staff shell and the public forms' lazily loaded schemas.
 */
z.config({ jitless: true });
