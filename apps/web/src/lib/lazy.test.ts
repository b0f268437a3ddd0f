import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, loadOrReload } from './lazy';

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

describe('lazyPage', () => {
  it('renders a preloaded page at once, without a Suspense round', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { Suspense, createElement } = await import('react');
    const { lazyPage, preloadLazyPages } = await import('./lazy');
    const Page = lazyPage(() =>
      Promise.resolve({ default: ({ name }: { name: string }) => createElement('h1', null, name) }),
    );
    await preloadLazyPages();
    render(
      createElement(Suspense, { fallback: 'loading' }, createElement(Page, { name: 'Ready' })),
    );
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});
