import { useEffect, useRef, useSyncExternalStore } from 'react';

/** A key that does something on the current screen; `?` lists them. */
export type Shortcut = {
  /** what the help shows, e.g. "j", "Ctrl+K" */
  keys: string;
  description: string;
  /** whether a key press is this shortcut (default: `event.key === keys`) */
  matches?: (event: KeyboardEvent) => boolean;
  /** also while typing in a field (Ctrl+K) */
  inFields?: boolean;
  run: (event: KeyboardEvent) => void;
};

let registered: readonly Shortcut[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The shortcuts the mounted screens offer now, for the help. */
export function useRegisteredShortcuts(): readonly Shortcut[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => registered,
  );
}

const FIELD = 'input, textarea, select, [contenteditable="true"], [role="combobox"]';

/** Typing in a field, or a modal (dialog, menu) open above the page: keys are not ours. */
function busy(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(FIELD)) return true;
  return document.querySelector('.MuiModal-root:not(.MuiModal-hidden)') !== null;
}

const plain = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;

function handle(event: KeyboardEvent) {
  if (event.defaultPrevented || event.repeat) return;
  for (const s of [...registered].reverse()) {
    const hit = s.matches ? s.matches(event) : plain(event) && event.key === s.keys;
    if (!hit || (!s.inFields && busy(event))) continue;
    event.preventDefault();
    s.run(event);
    return;
  }
}

/**
 * Registers screen shortcuts while the component is mounted (and `enabled`). The newest
 * registration of a key wins; keys typed into fields or under a dialog are left alone.
 */
export function useShortcuts(shortcuts: readonly Shortcut[], enabled = true): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  const signature = shortcuts.map((s) => `${s.keys}:${s.description}`).join('|');
  useEffect(() => {
    if (!enabled) return;
    const mine = latest.current.map((s, i) => ({
      ...s,
      run: (event: KeyboardEvent) => latest.current[i]?.run(event),
    }));
    if (registered.length === 0) document.addEventListener('keydown', handle);
    registered = [...registered, ...mine];
    emit();
    return () => {
      registered = registered.filter((s) => !mine.includes(s));
      if (registered.length === 0) document.removeEventListener('keydown', handle);
      emit();
    };
  }, [signature, enabled]);
}
