import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT } from '../apps/api/src/test/process';
import { serveInProcess } from '../e2e/serve-process';
import { readServers, recordServers, serversReady } from '../e2e/servers-state';

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

// They come up in the background (the web build first): files wait for their recorded state.
describe('the browser servers’ state', () => {
  const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sd-servers-')), 's.json');

  it('is waited for until recorded, then gives the addresses', async () => {
    const f = file();
    expect(readServers(f)).toBeNull();
    const ready = serversReady(f);
    recordServers(f, { urls: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] });
    await expect(ready).resolves.toEqual(['http://127.0.0.1:1', 'http://127.0.0.1:2']);
  });

  it('throws a failed start to every file that waits', async () => {
    const f = file();
    recordServers(f, { error: 'Error: the web build failed (exit 1)' });
    await expect(serversReady(f)).rejects.toThrow(/did not start: .*web build failed/);
    expect(() => readServers(f)).toThrow(/web build failed/);
  });
});
