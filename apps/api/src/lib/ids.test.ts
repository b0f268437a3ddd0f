import { beforeEach, describe, expect, it, vi } from 'vitest';

// A module of its own for each test: files share modules (vitest runs the API suite without
// isolation), and ids made in a burst elsewhere may have run the clock ahead (4,096 a ms).
let newId: () => string;
beforeEach(async () => {
  vi.resetModules();
  ({ newId } = await import('./ids'));
});

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('is a version 7 UUID carrying the time it was made', () => {
    const before = Date.now();
    const id = newId();
    expect(id).toMatch(V7);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('sorts in the order made, many within one millisecond included, and never repeats', () => {
    const ids = Array.from({ length: 20_000 }, newId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    ids.forEach((id) => expect(id).toMatch(V7));
  });
});
