import { describe, expect, it } from 'vitest';

describe('strict-csp', () => {
  it('turns on zod jitless before zod loads, so no schema probes for eval', async () => {
    await import('./strict-csp');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
