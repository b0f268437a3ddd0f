import { useSyncExternalStore } from 'react';

/*
 * One clock for the whole page (the speed-to-lead clocks): a single timer set for the
 * next change of minute, so every clock on the page turns over together, not one interval per
 * row. It runs only while something listens and the tab is visible; on becoming visible again
 * it catches up at once.
 */
const MINUTE = 60_000;
const listeners = new Set<() => void>();
let current = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  current = Date.now();
  for (const l of listeners) l();
  schedule();
}

function schedule() {
  clearTimeout(timer);
  timer = document.hidden ? undefined : setTimeout(tick, MINUTE - (Date.now() % MINUTE));
}

function onVisibility() {
  if (document.hidden) clearTimeout(timer);
  else tick();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener('visibilitychange', onVisibility);
    current = Date.now();
    schedule();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(timer);
  };
}

/** The time now (epoch ms), updated on each change of minute. */
export function useMinuteNow(): number {
  return useSyncExternalStore(subscribe, () => current);
}
