import { useEffect, useSyncExternalStore } from 'react';

let current = '';
const listeners = new Set<() => void>();

/** Sets the browser tab title for a screen; the phone header shows it too. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · StudyDesk`;
    current = title;
    listeners.forEach((l) => l());
  }, [title]);
}

/** The current screen's title (for the phone header, where there is no room for more). */
export function usePageTitle(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
