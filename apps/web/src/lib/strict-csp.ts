/*
 * The app runs under a Content-Security-Policy without 'unsafe-eval' (apps/api plugins/
 * security.ts). Zod probes for eval with `new Function` to compile faster parsers; the probe
 * fails quietly but the browser still reports it as a violation. Zod reads its settings from
 * this global (zod/v4/core), so jitless is on before any chunk builds a schema, without
 * putting zod itself on the first load. Imported first by main.tsx; strict-csp.test.ts checks
 * that zod still honours it.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};
