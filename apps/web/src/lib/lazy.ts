import { lazy, type ComponentType } from 'react';
import type { DataStrategyFunction, DataStrategyResult } from 'react-router';

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
  const now = deps.now ?? Date.now;
  try {
    return await factory();
  } catch (err) {
    const storage = deps.storage ?? window.sessionStorage;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < CHUNK_RELOAD_WINDOW_MS) throw err;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
    (deps.reload ?? (() => window.location.reload()))();
    // The page is going away; never settle so nothing renders an error in between.
    return new Promise<T>(() => undefined);
  }
}

/** Loads a module once, on first need; after a failure the next call tries again. */
export function once<T>(factory: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= factory().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

/**
 * A part of a screen (a popup, a tooltip) whose code loads when it first renders. `preload`
 * fetches it ahead (on hover, focus, or once the page is idle) so it shows at once; a failed
 * preload is left for the render to try again, and a render that cannot load it reloads the
 * page once, as a page does (spec §8). `load` is the same load, for a part that waits on another.
 */
export function lazyPart<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
  const load = once(() => factory().then((module) => (loaded = module)));
  const preload = () => void load().catch(() => undefined);
  // Code already in (preloaded, or awaited before opening) renders in the same pass: React's
  // lazy takes a thenable that answers at once without suspending, where a promise, even a
  // settled one, showed the fallback for a frame (a popup's progress bar, then its content).
  const ready = (module: { default: ComponentType<P> }) =>
    ({ then: (done: (m: typeof module) => void) => done(module) }) as Promise<typeof module>;
  return Object.assign(
    lazy(() => (loaded ? ready(loaded) : loadOrReload(load))),
    { preload, load },
  );
}

/** A page that keeps the browser busy still gets its popups' code within this time. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the browser has nothing better to do (soon after the first paint). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/** A page module: the screen is its default export. */
export type PageModule = { default: ComponentType };

/**
 * A route's `lazy`: react-router loads the modules of all matched routes at once and renders
 * the route when its module is in (no Suspense fallback, no reveal delay); reload-once applies.
 */
export function lazyRoute(factory: () => Promise<PageModule>, next?: () => Promise<unknown>) {
  const load = () => loadOrReload(factory);
  loaders.push(load);
  return async () => {
    const { default: Component } = await load();
    // Only the screen most often opened from this one is fetched ahead, once the browser is
    // idle: fetching every screen's code ahead cost a cold screen hundreds of KB it never ran.
    if (next) whenIdle(() => void next().catch(() => undefined));
    return { Component };
  };
}

/** Every route module's loader, so all of them can be loaded ahead (tests). */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads every lazy route module now, so no wait in a test depends on how fast modules load. */
export const preloadLazyPages = () => Promise.all(loaders.map((load) => load()));

const isRedirect = (r: DataStrategyResult) =>
  r.result instanceof Response && r.result.status >= 300 && r.result.status < 400;

/**
 * The router's data strategy: every matched route resolves at once (loaders and lazy modules in
 * parallel), but a redirect from an outer route (the session guard) is followed without waiting
 * for the inner routes' code, so a signed-out visit to a staff page goes straight to /login.
 */
export const redirectFirst: DataStrategyFunction = async ({ matches }) => {
  const pending = matches.map((m) => [m.route.id, m.resolve()] as const);
  const results: Record<string, DataStrategyResult> = {};
  for (const [id, result] of pending) {
    results[id] = await result;
    if (isRedirect(results[id])) break;
  }
  return results;
};
