// Before every browser test file: its worker's server is up. On a clean clone the first files
// wait here for the web build, which the global setup started without waiting for it.
import { beforeAll, inject } from 'vitest';
import { serversReady } from './servers-state';

// A bound on failure only: building on a loaded machine has taken minutes.
const BUILD_BOUND_MS = 900_000;

beforeAll(async () => {
  await serversReady(inject('serversState'));
}, BUILD_BOUND_MS);
