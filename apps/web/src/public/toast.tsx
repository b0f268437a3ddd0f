import { lazy, Suspense, useSyncExternalStore } from 'react';
import { takeHandedToasts, type HandedToast, type ToastKind } from '../lib/hand-over';

// react-toastify loads with the first toast: no screen's first load carries it.
const Toaster = lazy(() => import('./toaster'));

let wanted = false;
const waiting: HandedToast[] = [];
let deliver: ((toast: HandedToast) => void) | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** A toast of spec §1 (react-toastify, as in the staff app); the first loads the toaster. */
export function showToast(kind: ToastKind, message: string): void {
  if (deliver) return deliver({ kind, message });
  waiting.push({ kind, message });
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

/** The toaster is up: it shows what waited, then every new toast, until it goes. */
export function toasterUp(show: (toast: HandedToast) => void): () => void {
  deliver = show;
  waiting.splice(0).forEach(show);
  return () => void (deliver = null);
}

/** Shows what the staff app handed over (a 401's "Please sign in to continue"). */
export function showHandedToasts(): void {
  takeHandedToasts().forEach((t) => showToast(t.kind, t.message));
}

/** Where the toasts show, once there is one. */
export function Toasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
