import type { HandedToast } from '../lib/hand-over';

// Between the toast calls and the lazily loaded toaster, so that neither imports the other.
const waiting: HandedToast[] = [];
let deliver: ((toast: HandedToast) => void) | null = null;

/** Shows the toast when the toaster is up (true), else keeps it for when it is (false). */
export function deliverOrWait(toast: HandedToast): boolean {
  if (deliver) deliver(toast);
  else waiting.push(toast);
  return deliver !== null;
}

/** The toaster is up: it shows what waited, then every new toast, until it goes. */
export function toasterUp(show: (toast: HandedToast) => void): () => void {
  deliver = show;
  waiting.splice(0).forEach(show);
  return () => void (deliver = null);
}
