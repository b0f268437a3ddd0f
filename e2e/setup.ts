// Before every browser test file: its worker's server is up. On a clean clone the first files
// wait here for the web build, which the global setup started without waiting for it.
import { afterAll, beforeAll, inject } from 'vitest';
import { serversReady } from './servers-state';
import { closeLeftContexts } from './worker-browser';

// A bound on failure only: building on a loaded machine has taken minutes.
const BUILD_BOUND_MS = 900_000;

beforeAll(async () => {
  await serversReady(inject('serversState'));
}, BUILD_BOUND_MS);

// The worker's browser outlives the file (e2e/worker-browser.ts): nothing it opened may.
afterAll(closeLeftContexts);
