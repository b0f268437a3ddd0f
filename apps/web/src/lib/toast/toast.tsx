import { lazy, Suspense, useSyncExternalStore } from 'react';
import { takeHandedToasts, type ToastKind } from '../hand-over';
import { deliverOrWait } from './bus';

// react-toastify loads with the first toast: no screen's first load carries it.
const Toaster = lazy(() => import('./toaster'));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** A toast of spec §1 (react-toastify); the first loads the toaster. */
export function showToast(kind: ToastKind, message: string, id?: string): void {
  if (deliverOrWait({ kind, message, id })) return;
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

type ToastOptions = { toastId?: string };
const kindOf =
  (kind: ToastKind) =>
  (message: string, options: ToastOptions = {}): void =>
    showToast(kind, message, options.toastId);

/** react-toastify's calls the app makes, without its code on a screen's first load. */
export const toast = {
  info: kindOf('info'),
  success: kindOf('success'),
  warning: kindOf('warning'),
  error: kindOf('error'),
};

/** Shows what the other document handed over ("Login successful", "Please sign in"). */
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
