import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in a prerendered page until React has taken it over (and while prerendering), true
 * otherwise: what the page renders before its scripts run must not be usable yet.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
