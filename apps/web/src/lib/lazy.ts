import { createElement, lazy, type ComponentType } from 'react';

/** sessionStorage key holding when the page last reloaded because a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'studydesk:chunk-reload-at';
/** A second failure within this window is shown instead of reloading again (no loops). */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

type ReloadDeps = {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
};

/**
 * Spec §8: if a page module fails to load (typically a stale chunk after a deploy), reload the
 * page once. A failure again right after that reload is rethrown for the error screen.
 */
export async function loadOrReload<T>(
  factory: () => Promise<T>,
  deps: ReloadDeps = {},
): Promise<T> {
  const storage = deps.storage ?? window.sessionStorage;
  const now = deps.now ?? Date.now;
  try {
    return await factory();
  } catch (err) {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < CHUNK_RELOAD_WINDOW_MS) throw err;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
    (deps.reload ?? (() => window.location.reload()))();
    // The page is going away; never settle so nothing renders an error in between.
    return new Promise<T>(() => undefined);
  }
}

/** Every page module's loader, so all of them can be loaded ahead (tests, idle time). */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads every lazy page module now; pages rendered afterwards show without suspending. */
export const preloadLazyPages = () => Promise.all(loaders.map((load) => load()));

/**
 * React.lazy with the reload-once rule, for page modules with a default export. Once its
 * module has loaded, the page renders it directly, without a Suspense round.
 */
export function lazyPage<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= loadOrReload(factory).then((m) => {
      loaded = m.default;
      return m;
    }));
  loaders.push(load);
  const Lazy = lazy(load);
  return function Page(props: P) {
    return createElement(loaded ?? Lazy, props);
  };
}
