import type { ToastItem } from 'react-toastify';
import type { HandedToast } from '../hand-over';

/** A toast to show; toasts with one `id` show once while the first is on screen. */
export type ToastRequest = HandedToast & { id?: string };
export type ToastFollower = (item: ToastItem) => void;

// Between the toast calls and the lazily loaded toaster, so that neither imports the other.
const waiting: ToastRequest[] = [];
let deliver: ((toast: ToastRequest) => void) | null = null;
const followers = new Set<ToastFollower>();

/** Shows the toast when the toaster is up (true), else keeps it for when it is (false). */
export function deliverOrWait(toast: ToastRequest): boolean {
  if (deliver) deliver(toast);
  else waiting.push(toast);
  return deliver !== null;
}

/** The toasts asked for before the toaster was up, not yet shown. */
export const waitingToasts = (): HandedToast[] =>
  waiting.map(({ kind, message }) => ({ kind, message }));

/** The toaster is up: it shows what waited, then every new toast, until it goes. */
export function toasterUp(show: (toast: ToastRequest) => void): () => void {
  deliver = show;
  waiting.splice(0).forEach(show);
  return () => void (deliver = null);
}

/** Hears every change of a toast (shown, removed) once the toaster is up; returns the stop. */
export function followToastChanges(follower: ToastFollower): () => void {
  followers.add(follower);
  return () => void followers.delete(follower);
}

/** Tells the followers of a toast's change (the toaster subscribes this while it is up). */
export const toastChanged: ToastFollower = (item) => followers.forEach((f) => f(item));
