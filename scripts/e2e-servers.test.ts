import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT } from '../apps/api/src/test/process';
import { serveInProcess } from '../e2e/serve-process';

// The browser workers' servers run in processes of their own (e2e/global-setup.ts): each must
// answer once its address is known, and be gone once the run closes it.
describe('a browser worker’s server', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('answers at the address it prints, and is gone once closed', async () => {
    const served = await serveInProcess();
    expect((await fetch(`${served.url}/api/health`)).status).toBe(200);
    await served.close();
    await expect(fetch(`${served.url}/api/health`)).rejects.toThrow();
  });
});
