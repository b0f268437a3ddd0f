import { lazy, Suspense, useSyncExternalStore } from 'react';
import { takeHandedToasts, type ToastKind } from '../lib/hand-over';
import { deliverOrWait } from './toast-bus';

// react-toastify loads with the first toast: no screen's first load carries it.
const Toaster = lazy(() => import('./toaster'));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** A toast of spec §1 (react-toastify, as in the staff app); the first loads the toaster. */
export function showToast(kind: ToastKind, message: string): void {
  if (deliverOrWait({ kind, message })) return;
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
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
