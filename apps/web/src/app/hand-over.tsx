import { toast, type Id } from 'react-toastify';
import { handOver, takeHandedToasts, useOnceToastsShow, type HandedToast } from '../lib/hand-over';
import type { PublicPath } from '../public/paths';

/** The toasts on screen, which go along when the app hands over to a public screen. */
const onScreen = new Map<Id, HandedToast>();

/** Starts following the toasts on screen; returns the unsubscribe. */
export const followToasts = () =>
  toast.onChange(({ id, status, type, content }) => {
    if (status === 'removed') onScreen.delete(id);
    else if (type && type !== 'default' && typeof content === 'string')
      onScreen.set(id, { kind: type, message: content });
  });

const showHanded = () =>
  takeHandedToasts().forEach(({ kind, message }) => void toast[kind](message));

/** Shows what the public screens handed over ("Login successful") once the toasts are up. */
export function HandedToasts() {
  useOnceToastsShow(showHanded);
  return null;
}

/**
 * The loader of a public screen's route in the staff app: those screens are documents of their
 * own (src/public), so a navigation to one (no session, a 401, logout) leaves this document for
 * it, with the toasts on screen. It never settles: the page is going. Only if this document was
 * itself sent for that address (a build without the screen) does it stay, to say not found.
 */
export function leaveFor(path: PublicPath) {
  return ({ request }: { request: Request }) => {
    if (window.location.pathname === path) return null;
    const { search } = new URL(request.url);
    handOver(`${path}${search}`, { toasts: [...onScreen.values()], replace: true });
    return new Promise<never>(() => undefined);
  };
}
