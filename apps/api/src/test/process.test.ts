import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './harness';
import { PROCESS_TEST_TIMEOUT, startServer, stopChildren } from './process';

describe('children of a test', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('are all ended by stopChildren, as a failed test that never stopped its server needs', async () => {
    const db = await freshDatabaseUrl();
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: path.join(os.tmpdir(), 'sd-process-unused'),
      WEB_DIST: path.join(os.tmpdir(), 'sd-no-web-build'),
      LOG_LEVEL: 'error',
    };
    // One after the other: two first starts on one fresh database would race to migrate it.
    const first = await startServer(env);
    const servers = [first, await startServer(env)] as const;
    expect((await fetch(`${servers[1].base}/api/health`)).status).toBe(200);

    await stopChildren();
    expect(servers.map((s) => s.child.signalCode)).toEqual(['SIGKILL', 'SIGKILL']);
    await expect(fetch(`${servers[0].base}/api/health`)).rejects.toThrow();
    await db.drop();
  });
});
