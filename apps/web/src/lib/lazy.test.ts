import { describe, expect, it, vi } from 'vitest';
import type { DataStrategyFunctionArgs, DataStrategyResult } from 'react-router';
import { redirect } from 'react-router';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  lazyRoute,
  loadOrReload,
  redirectFirst,
} from './lazy';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('loadOrReload', () => {
  it('returns the module when it loads, without reloading', async () => {
    const reload = vi.fn();
    await expect(loadOrReload(() => Promise.resolve({ default: 1 }), { reload })).resolves.toEqual({
      default: 1,
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once on the first failure and remembers it in storage', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const pending = loadOrReload(failing, { storage, reload, now: () => 5_000_000 });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('5000000');
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('open')]);
    expect(settled).toBe('open');
  });

  it('rethrows instead of reloading again right after a reload (no loop)', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '5000000');
    const reload = vi.fn();
    await expect(loadOrReload(failing, { storage, reload, now: () => 5_000_500 })).rejects.toThrow(
      /dynamically imported/,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for a failure long after the previous reload', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000');
    const reload = vi.fn();
    void loadOrReload(failing, { storage, reload, now: () => 1000 + CHUNK_RELOAD_WINDOW_MS + 1 });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('uses sessionStorage by default', async () => {
    const reload = vi.fn();
    void loadOrReload(failing, { reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    window.sessionStorage.clear();
  });
});

describe('lazyRoute', () => {
  it("gives the page module's default export as the route's Component", async () => {
    const Page = () => null;
    await expect(lazyRoute(() => Promise.resolve({ default: Page }))()).resolves.toEqual({
      Component: Page,
    });
  });
});

describe('redirectFirst', () => {
  const match = (id: string, result: Promise<DataStrategyResult>) => ({
    route: { id },
    resolve: () => result,
  });
  const run = (matches: ReturnType<typeof match>[]) =>
    redirectFirst({ matches } as unknown as DataStrategyFunctionArgs);

  it('resolves every matched route', async () => {
    const data = (v: string): DataStrategyResult => ({ type: 'data', result: v });
    await expect(
      run([match('root', Promise.resolve(data('a'))), match('page', Promise.resolve(data('b')))]),
    ).resolves.toEqual({ root: data('a'), page: data('b') });
  });

  it('follows an outer redirect without waiting for the inner routes (their code)', async () => {
    const toLogin: DataStrategyResult = { type: 'data', result: redirect('/login') };
    const never = new Promise<DataStrategyResult>(() => undefined);
    await expect(
      run([match('guard', Promise.resolve(toLogin)), match('page', never)]),
    ).resolves.toEqual({ guard: toLogin });
  });
});
